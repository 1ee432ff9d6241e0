import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClipboardPen } from 'lucide-react';
import { Button } from '../../ui/button';
import type { BeachMatchRow } from './beach-rows';
import { BeachResultDialog } from './result-dialog';

/** Opens a match's result dialog, for whoever runs the tournament; only once both teams are known. */
export function ResultButton({ match, compact = false }: { match: BeachMatchRow; compact?: boolean }) {
  const { t } = useTranslation('beach');
  const [open, setOpen] = useState(false);
  const number = match.noInTournament ?? match.no;
  if (match.noTeamA === null || match.noTeamB === null) return null;
  return (
    <>
      <Button
        variant={compact ? 'ghost' : 'secondary'}
        className={compact ? '-my-1 min-h-7 px-1.5 py-0.5' : 'min-h-8 px-2 py-1'}
        aria-label={t('result.enter', { number })}
        title={t('result.enter', { number })}
        onClick={() => setOpen(true)}
      >
        <ClipboardPen aria-hidden="true" className="size-4" />
        {compact ? null : <span className="max-sm:sr-only">{t('result.button')}</span>}
      </Button>
      {open ? <BeachResultDialog match={match} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
