import { useTranslation } from 'react-i18next';
import type { TournamentRecord } from './competition-rows';
import { DraftBadge, TournamentStatusBadge } from './status-badges';
import { genderText, periodText, PlaceText } from './tournament-cells';

/** A tournament's name, then what sets it apart: code, gender, dates, place, status. */
export function TournamentHeader({ tournament }: { tournament: TournamentRecord }) {
  const { t } = useTranslation('competitions');
  const details = [tournament.code, genderText(t, tournament.gender), tournament.seasonName].filter(Boolean);
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-lg font-semibold break-words text-slate-900">{tournament.name}</span>
        <TournamentStatusBadge status={tournament.status} />
        {tournament.published === 1 ? null : <DraftBadge />}
      </div>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
        <span>{details.join(' · ')}</span>
        <span>{periodText(tournament.startDate, tournament.endDate)}</span>
        <PlaceText countryCode={tournament.countryCode} city={tournament.city} />
      </p>
    </div>
  );
}
