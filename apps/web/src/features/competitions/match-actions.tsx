import type { ReactNode } from 'react';
import { useRef, useState } from 'react';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { CalendarClock, ChevronDown, ClipboardPen, SquarePen, Users } from 'lucide-react';
import { Button } from '../../ui/button';
import type { MatchRow } from './competition-rows';
import { MatchPlaceDialog } from './match-place-dialog';
import { RefereesDialog } from './referees-dialog';
import { ResultDialog } from './result-dialog';

type Action = 'result' | 'place' | 'referees';

const ITEM =
  'flex min-h-9 cursor-default items-center gap-2 rounded-md px-2 py-1.5 text-sm text-slate-800 outline-none select-none data-[disabled]:text-slate-400 data-[highlighted]:bg-sky-50 data-[highlighted]:text-sky-900';

/**
 * What whoever runs the tournament does with a match, in one menu: enter its result, set its day,
 * time and hall, choose its referees. The dialog opens once the menu has given the focus back to
 * its button, so that closing the dialog returns there.
 */
export function MatchActions({ match, compact = false }: { match: MatchRow; compact?: boolean }) {
  const { t } = useTranslation('competitions');
  const [open, setOpen] = useState<Action>();
  const chosen = useRef<Action>(undefined);
  const number = match.noInTournament ?? match.no;
  const playable = match.noTeamA !== null && match.noTeamB !== null;
  const item = (action: Action, icon: ReactNode, label: string, disabled = false) => (
    <Menu.Item className={ITEM} disabled={disabled} onSelect={() => (chosen.current = action)}>
      {icon}
      {label}
    </Menu.Item>
  );
  return (
    <>
      <Menu.Root>
        <Menu.Trigger asChild>
          {compact ? (
            <Button
              variant="ghost"
              className="-my-1 min-h-7 px-1.5 py-0.5"
              aria-label={t('schedule.editMatch', { number })}
              title={t('schedule.editMatch', { number })}
            >
              <SquarePen aria-hidden="true" className="size-4" />
            </Button>
          ) : (
            <Button variant="secondary" className="min-h-8 px-2 py-1" aria-label={t('schedule.editMatch', { number })}>
              {t('schedule.edit')}
              <ChevronDown aria-hidden="true" className="size-4" />
            </Button>
          )}
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Content
            align="end"
            sideOffset={4}
            collisionPadding={8}
            onCloseAutoFocus={() => {
              setOpen(chosen.current);
              chosen.current = undefined;
            }}
            className="z-50 min-w-48 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
          >
            {item('result', <ClipboardPen aria-hidden="true" className="size-4" />, t('schedule.result'), !playable)}
            {item('place', <CalendarClock aria-hidden="true" className="size-4" />, t('schedule.place'))}
            {item('referees', <Users aria-hidden="true" className="size-4" />, t('schedule.referees'))}
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
      {open === 'result' ? <ResultDialog match={match} onClose={() => setOpen(undefined)} /> : null}
      {open === 'place' ? <MatchPlaceDialog match={match} onClose={() => setOpen(undefined)} /> : null}
      {open === 'referees' ? <RefereesDialog match={match} onClose={() => setOpen(undefined)} /> : null}
    </>
  );
}
