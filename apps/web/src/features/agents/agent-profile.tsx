import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/dates/date-formats';
import { DetailsList, type Detail } from '../../ui/details-list';
import { FoldablePanel } from '../../ui/foldable-panel';
import { TEXT_LINK_CLASS } from '../../ui/text-link';
import { Fact } from '../../ui/fact';
import { AgentStatusBadge } from './agent-badges';
import { agentName, type AgentRecord } from './agents-api';
import { languageNames } from './language-names';

const DASH = '—';
const day = (value: string | null) => (value ? formatDate(value) : DASH);

/** The licensing federation: `ITA — Italian Volleyball Federation`. */
export function federationText(agent: Pick<AgentRecord, 'federationCode' | 'federationName'>): string {
  return [agent.federationCode, agent.federationName].filter(Boolean).join(' — ') || DASH;
}

/** Who the agent is, whether they may take on players, and their licence. */
export function AgentHeader({ agent }: { agent: AgentRecord }) {
  const { t } = useTranslation('agents');
  return (
    <section
      aria-label={t('profile.summary')}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3 shadow-xs"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <p className="text-lg font-semibold text-slate-900">{agentName(agent)}</p>
        <AgentStatusBadge status={agent.status} />
      </div>
      <dl className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 sm:grid-cols-4">
        <Fact term={t('fields.licenceNumber')}>{agent.licenceNumber ?? DASH}</Fact>
        <Fact term={t('fields.federation')}>{federationText(agent)}</Fact>
        <Fact term={t('fields.licenceValidUntil')}>{day(agent.licenceValidUntil)}</Fact>
        <Fact term={t('fields.playerCount')}>{agent.playerCount ?? 0}</Fact>
      </dl>
    </section>
  );
}

/** The agent's languages (named in the interface language), agency, business contact and licence dates. */
export function AgentDetails({ agent }: { agent: AgentRecord }) {
  const { t, i18n } = useTranslation('agents');
  const languages = languageNames(agent.languages, i18n.language);
  const details: Detail[] = [
    { term: t('fields.languages'), value: languages.length > 0 ? languages.join(', ') : DASH },
    { term: t('fields.agency'), value: agent.agency ?? DASH },
    {
      term: t('fields.email'),
      value: agent.email ? (
        <a href={`mailto:${agent.email}`} className={TEXT_LINK_CLASS}>
          {agent.email}
        </a>
      ) : (
        DASH
      ),
    },
    {
      term: t('fields.phone'),
      value: agent.phone ? (
        <a href={`tel:${agent.phone.replace(/[^\d+]/g, '')}`} className={TEXT_LINK_CLASS}>
          {agent.phone}
        </a>
      ) : (
        DASH
      ),
    },
    { term: t('fields.licenceIssuedOn'), value: day(agent.licenceIssuedOn) },
  ];
  if (agent.suspended === 1 || agent.status === 'suspended')
    details.push({
      term: t('fields.suspensionReason'),
      value: <span className="whitespace-pre-line">{agent.suspensionReason ?? DASH}</span>,
    });
  return (
    <FoldablePanel title={t('profile.details')}>
      <DetailsList details={details} />
    </FoldablePanel>
  );
}
