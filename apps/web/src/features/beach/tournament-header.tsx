import { useTranslation } from 'react-i18next';
import { DraftBadge, genderText, periodText, PlaceText } from '../competitions';
import type { BeachTournamentRecord } from './beach-rows';
import { BeachTournamentStatusBadge } from './status-badges';

/** A tournament's name, then what sets it apart: code, gender, category, dates, place, status. */
export function BeachTournamentHeader({ tournament }: { tournament: BeachTournamentRecord }) {
  const { t } = useTranslation('beach');
  const details = [tournament.code, genderText(t, tournament.gender), tournament.typeName].filter(Boolean);
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-lg font-semibold break-words text-slate-900">{tournament.name}</span>
        <BeachTournamentStatusBadge status={tournament.status} />
        {tournament.published === 1 ? null : <DraftBadge />}
      </div>
      {tournament.title ? <p className="text-sm text-slate-700">{tournament.title}</p> : null}
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
        <span>{details.join(' · ')}</span>
        <span>{periodText(tournament.startDate, tournament.endDate)}</span>
        <PlaceText countryCode={tournament.countryCode} city={tournament.city} />
      </p>
    </div>
  );
}
