import { useTranslation } from 'react-i18next';
import type { MatchStatus, TournamentStatus } from '@libero/shared/registry/competitions';
import { Badge, type BadgeTone } from '../../ui/badge';

const TOURNAMENT_TONES: Record<TournamentStatus, BadgeTone> = {
  planned: 'neutral',
  registrationOpen: 'info',
  running: 'success',
  finished: 'neutral',
  cancelled: 'danger',
};

const MATCH_TONES: Record<MatchStatus, BadgeTone> = {
  scheduled: 'plain',
  running: 'success',
  finished: 'neutral',
  forfeit: 'warning',
};

export function TournamentStatusBadge({ status }: { status: TournamentStatus | null }) {
  const { t } = useTranslation('competitions');
  if (!status) return null;
  return <Badge tone={TOURNAMENT_TONES[status]}>{t(`tournamentStatuses.${status}`)}</Badge>;
}

export function MatchStatusBadge({ status }: { status: MatchStatus | null }) {
  const { t } = useTranslation('competitions');
  if (!status) return null;
  return <Badge tone={MATCH_TONES[status]}>{t(`matchStatuses.${status}`)}</Badge>;
}

/** A draft is seen by its managers only: said next to its name. */
export function DraftBadge() {
  const { t } = useTranslation('competitions');
  return <Badge tone="warning">{t('tournament.draft')}</Badge>;
}
