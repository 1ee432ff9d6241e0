import { useTranslation } from 'react-i18next';
import { AGENT_STATUSES, type AgentStatus } from '@libero/shared/agents/player-agents';
import { Badge, type BadgeTone } from '../../ui/badge';
import type { RepresentationState } from './agents-api';

const STATUS_TONES: Record<AgentStatus, BadgeTone> = { active: 'success', suspended: 'danger', expired: 'warning' };

export const isAgentStatus = (value: unknown): value is AgentStatus =>
  (AGENT_STATUSES as readonly unknown[]).includes(value);

/** Whether the agent may take on players today: active, suspended or with an expired licence. */
export function AgentStatusBadge({ status }: { status: unknown }) {
  const { t } = useTranslation('agents');
  if (!isAgentStatus(status)) return null;
  return <Badge tone={STATUS_TONES[status]}>{t(`statuses.${status}`)}</Badge>;
}

const STATE_TONES: Record<RepresentationState, BadgeTone> = { current: 'success', ended: 'neutral', future: 'info' };

export function RepresentationStateBadge({ state }: { state: RepresentationState }) {
  const { t } = useTranslation('agents');
  return <Badge tone={STATE_TONES[state]}>{t(`representationStates.${state}`)}</Badge>;
}
