import { useTranslation } from 'react-i18next';
import { canSeeAgents } from '@libero/shared/auth/permissions';
import type { TTransferBody, TTransferDossier } from '@libero/shared/transfers/transfer-api';
import { FoldablePanel } from '../../ui/foldable-panel';
import { TextLink } from '../../ui/text-link';
import { DetailsList, type Detail } from '../../ui/details-list';
import { actorOf } from '../../lib/session/actor';
import { useCurrentUser } from '../../lib/session/current-user';
import { agentPath } from '../agents';

const bodyText = (body: TTransferBody) => (body.code ? `${body.name} (${body.code})` : body.name);

/**
 * The player's agent when the transfer was started, where one was on record, with their licence; a
 * link to their profile for those who read the agents.
 */
function agentDetails(agent: TTransferDossier['agent'], term: string, linked: boolean): Detail[] {
  if (!agent) return [];
  const name = linked ? <TextLink to={agentPath(agent.no)}>{agent.name}</TextLink> : agent.name;
  return [
    {
      term,
      value: (
        <>
          {name} ({agent.licenceNumber})
        </>
      ),
    },
  ];
}

/** Who takes part: the player (and their agent), the clubs and federations on each side, and the body handling it. */
export function PartiesPanel({ dossier }: { dossier: TTransferDossier }) {
  const { t } = useTranslation('transfers');
  const { player } = dossier;
  const agentLinked = canSeeAgents(actorOf(useCurrentUser()));
  return (
    <FoldablePanel title={t('partiesPanel.title')}>
      <DetailsList
        details={[
          {
            term: t('parties.player'),
            value: (
              <>
                <TextLink to={`/players/${player.no}`}>{player.name}</TextLink>
                {player.federationCode ? ` (${player.federationCode})` : null}
              </>
            ),
          },
          ...agentDetails(dossier.agent, t('fields.agent'), agentLinked),
          { term: t('parties.releasingFederation'), value: bodyText(dossier.releasingFederation) },
          {
            term: t('parties.releasingClub'),
            value: dossier.releasingClub ? bodyText(dossier.releasingClub) : t('partiesPanel.noClub'),
          },
          { term: t('parties.receivingFederation'), value: bodyText(dossier.receivingFederation) },
          {
            term: t('parties.receivingClub'),
            value: dossier.receivingClub ? bodyText(dossier.receivingClub) : t('partiesPanel.notChosen'),
          },
          { term: t('parties.handlingBody'), value: dossier.handlingBody.name },
        ]}
      />
    </FoldablePanel>
  );
}
