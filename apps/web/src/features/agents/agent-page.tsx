import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLayout } from '../../lib/page-layout';
import { QueryContent, recordNoOf } from '../../lib/query-content';
import { useCurrentUser } from '../../lib/session/current-user';
import { BackLink } from '../../ui/back-link';
import { Button } from '../../ui/button';
import { AgentDialog } from './agent-dialog';
import { AGENTS_PATH } from './agent-paths';
import { agentWriteAccess } from './agent-permissions';
import { AgentDetails, AgentHeader } from './agent-profile';
import { agentName, useAgent, type AgentRecord } from './agents-api';
import { AgentsGate } from './agents-gate';
import { RepresentationsPanel } from './representations-panel';

/** "Edit": everything for admins and the licensing federation, their own details for the agent. */
function EditAgentButton({ agent }: { agent: AgentRecord }) {
  const { t } = useTranslation('agents');
  const access = agentWriteAccess(useCurrentUser(), agent);
  const [open, setOpen] = useState(false);
  if (access === 'none') return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('profile.edit')}</Button>
      {open ? <AgentDialog agent={agent} access={access} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function AgentProfile() {
  const { t } = useTranslation('agents');
  const no = recordNoOf(useParams().no);
  const query = useAgent(no ?? 0);
  const agent = query.data?.data as AgentRecord | undefined;
  return (
    <PageLayout
      title={agent ? agentName(agent) : t('profile.title', { no: no ?? '' })}
      actions={agent ? <EditAgentButton agent={agent} /> : undefined}
    >
      <BackLink to={AGENTS_PATH}>{t('profile.back')}</BackLink>
      <QueryContent
        query={query}
        notFound={no === undefined}
        loadingText={t('profile.loading')}
        notFoundText={t('profile.notFound', { no: no ?? '' })}
        retryLabel={t('profile.retry')}
      >
        {(answer) => {
          const record = answer.data as AgentRecord;
          return (
            <>
              <AgentHeader agent={record} />
              <AgentDetails agent={record} />
              <RepresentationsPanel agent={record} />
            </>
          );
        }}
      </QueryContent>
    </PageLayout>
  );
}

/** `/agents/{no}`: an agent's profile, licence and represented players (a PlayerAgent user's own profile). */
export function AgentPage() {
  return (
    <AgentsGate>
      <AgentProfile />
    </AgentsGate>
  );
}
