import { useTranslation } from 'react-i18next';
import type { MatchStatus, TournamentStatus } from '@libero/shared/registry/competitions';

const BADGE =
  'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset whitespace-nowrap';

const TOURNAMENT_TONES: Record<TournamentStatus, string> = {
  planned: 'bg-slate-100 text-slate-700 ring-slate-300',
  registrationOpen: 'bg-sky-50 text-sky-800 ring-sky-200',
  running: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  finished: 'bg-slate-100 text-slate-700 ring-slate-300',
  cancelled: 'bg-red-50 text-red-800 ring-red-200',
};

const MATCH_TONES: Record<MatchStatus, string> = {
  scheduled: 'bg-white text-slate-600 ring-slate-200',
  running: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  finished: 'bg-slate-100 text-slate-700 ring-slate-300',
  forfeit: 'bg-amber-50 text-amber-900 ring-amber-200',
};

export function TournamentStatusBadge({ status }: { status: TournamentStatus | null }) {
  const { t } = useTranslation('competitions');
  if (!status) return null;
  return <span className={`${BADGE} ${TOURNAMENT_TONES[status]}`}>{t(`tournamentStatuses.${status}`)}</span>;
}

export function MatchStatusBadge({ status }: { status: MatchStatus | null }) {
  const { t } = useTranslation('competitions');
  if (!status) return null;
  return <span className={`${BADGE} ${MATCH_TONES[status]}`}>{t(`matchStatuses.${status}`)}</span>;
}

/** A draft is seen by its managers only: said next to its name. */
export function DraftBadge() {
  const { t } = useTranslation('competitions');
  return <span className={`${BADGE} bg-amber-50 text-amber-900 ring-amber-200`}>{t('tournament.draft')}</span>;
}
