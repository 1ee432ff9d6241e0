import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AGENT_STATUSES } from '@libero/shared/agents/player-agents';
import { EntityTable, type EntityColumn, type EntityFilterControl } from '../../lib/entities/entity-table';
import { useFederationOptions } from '../../lib/entities/federation-options';
import { PageLayout } from '../../lib/page-layout';
import { useCurrentUser } from '../../lib/session/current-user';
import { Button } from '../../ui/button';
import { TextLink } from '../../ui/text-link';
import { AgentStatusBadge } from './agent-badges';
import { AgentDialog } from './agent-dialog';
import { agentPath } from './agent-paths';
import { canCreateAgent } from './agent-permissions';
import { AGENT_ENTITY } from './agents-api';
import { AgentsGate } from './agents-gate';
import { languageNames } from './language-names';

function useColumns(): EntityColumn[] {
  const { i18n } = useTranslation('agents');
  const language = i18n.language;
  return useMemo((): EntityColumn[] => {
    const link = (row: Record<string, unknown>, text: unknown) => (
      <TextLink to={agentPath(Number(row.no))}>{String(text ?? '')}</TextLink>
    );
    return [
      { field: 'No', hideable: false, cell: (row) => link(row, row.no) },
      { field: 'LastName', hideable: false, cell: (row) => link(row, row.lastName) },
      { field: 'FirstName' },
      { field: 'NationalityCode', hidden: true },
      { field: 'LicenceNumber' },
      { field: 'FederationCode' },
      { field: 'LicenceValidUntil' },
      { field: 'Status', cell: (row) => <AgentStatusBadge status={row.status} /> },
      {
        field: 'Languages',
        cell: (row) => languageNames(typeof row.languages === 'string' ? row.languages : '', language).join(', '),
      },
      { field: 'Agency', hidden: true },
      { field: 'PlayerCount', align: 'end' },
    ];
  }, [language]);
}

function useFilters(): EntityFilterControl[] {
  const { t } = useTranslation('agents');
  const federations = useFederationOptions();
  return useMemo(
    (): EntityFilterControl[] => [
      {
        param: 'status',
        filter: 'Statuses',
        label: t('filters.status'),
        options: AGENT_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
      },
      { param: 'federation', filter: 'FederationCode', label: t('filters.federation'), options: federations },
      { param: 'validFrom', filter: 'ValidFrom', kind: 'date', label: t('filters.validFrom') },
      { param: 'validTo', filter: 'ValidTo', kind: 'date', label: t('filters.validTo') },
    ],
    [t, federations],
  );
}

/** "New agent", for admins and federations (who license agents for themselves); saved, its page opens. */
function NewAgentButton() {
  const { t } = useTranslation('agents');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const user = useCurrentUser();
  if (!canCreateAgent(user)) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('list.new')}</Button>
      {open ? (
        <AgentDialog access="all" onClose={() => setOpen(false)} onCreated={(no) => void navigate(agentPath(no))} />
      ) : null}
    </>
  );
}

function AgentsList() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const columns = useColumns();
  const filterControls = useFilters();
  const title = t('sections.agents');
  return (
    <PageLayout title={title} fullscreen actions={<NewAgentButton />}>
      <EntityTable
        entity={AGENT_ENTITY}
        caption={title}
        columns={columns}
        filterControls={filterControls}
        onOpen={(row) => navigate(agentPath(Number(row.no)))}
      />
    </PageLayout>
  );
}

/** `/agents`: the players' agents the user may read (search, filters, export); a row opens the agent. */
export function AgentsPage() {
  return (
    <AgentsGate>
      <AgentsList />
    </AgentsGate>
  );
}
