import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClipboardPen, Users } from 'lucide-react';
import { Button } from '../../ui/button';
import type { MatchRow } from './competition-rows';
import { RefereesDialog } from './referees-dialog';
import { ResultDialog } from './result-dialog';

/** Entering a match's result and choosing its officials, for whoever runs the tournament. */
export function MatchActions({
  match,
  referees = true,
  compact = false,
}: {
  match: MatchRow;
  referees?: boolean;
  compact?: boolean;
}) {
  const { t } = useTranslation('competitions');
  const [open, setOpen] = useState<'result' | 'referees'>();
  const number = match.noInTournament ?? match.no;
  const playable = match.noTeamA !== null && match.noTeamB !== null;
  return (
    <div className="flex items-center gap-1">
      {playable ? (
        <Button
          variant="ghost"
          className={compact ? 'min-h-7 px-1.5 py-0.5 text-xs' : 'px-2'}
          aria-label={t('schedule.enterResult', { number })}
          title={t('schedule.enterResult', { number })}
          onClick={() => setOpen('result')}
        >
          <ClipboardPen aria-hidden="true" className="size-4" />
          {compact ? null : <span className="max-md:sr-only">{t('schedule.result')}</span>}
        </Button>
      ) : null}
      {referees ? (
        <Button
          variant="ghost"
          className="px-2"
          aria-label={t('schedule.assignReferees', { number })}
          title={t('schedule.assignReferees', { number })}
          onClick={() => setOpen('referees')}
        >
          <Users aria-hidden="true" className="size-4" />
          <span className="max-md:sr-only">{t('schedule.referees')}</span>
        </Button>
      ) : null}
      {open === 'result' ? <ResultDialog match={match} onClose={() => setOpen(undefined)} /> : null}
      {open === 'referees' ? <RefereesDialog match={match} onClose={() => setOpen(undefined)} /> : null}
    </div>
  );
}
