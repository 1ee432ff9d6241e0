import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus, X } from 'lucide-react';
import { DateInput } from '../../lib/forms/date-input';
import { isIsoDate } from '../../lib/dates/date-picker';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/form-controls';
import { TextField } from '../../ui/text-field';
import { numbersOf, type PoolRow, type TournamentRecord } from './competition-rows';
import { generateRoundRobin, refreshResults } from './competitions-api';
import { MutationFormDialog } from '../../lib/forms/mutation-form-dialog';
import { useHallOptions } from './reference-options';
import { checkDays, nextDay, suggestedDays, TIME_PATTERN } from './round-robin-days';

export type RoundRobinDialogProps = { tournament: TournamentRecord; pool: PoolRow; onClose: () => void };

function RemoveRow({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="ghost" className="mt-6 px-2" aria-label={label} onClick={onClick}>
      <X aria-hidden="true" className="size-4" />
    </Button>
  );
}

/**
 * Generates a pool's matches, every pair once: on the days given, as many a day as kick-off times,
 * in a hall. The days are checked against the pool's matches as they are chosen.
 */
export function RoundRobinDialog({ tournament, pool, onClose }: RoundRobinDialogProps) {
  const { t } = useTranslation(['competitions', 'common']);
  const teams = numbersOf(pool.teamNos).length;
  const [initial] = useState(() => suggestedDays(teams, tournament.startDate ?? new Date().toISOString().slice(0, 10)));
  const [dates, setDates] = useState<string[]>(initial.dates);
  const [times, setTimes] = useState<string[]>(initial.times);
  const [hall, setHall] = useState('');
  const halls = useHallOptions();
  const badDates = dates.map((date) => !isIsoDate(date));
  const badTimes = times.map((time) => !TIME_PATTERN.test(time));
  const repeatedDates = new Set(dates).size !== dates.length;
  const check = checkDays(teams, dates, times);
  const valid = !badDates.some(Boolean) && !badTimes.some(Boolean) && !repeatedDates && check.ok;
  const setAt = (list: string[], index: number, value: string) => list.map((item, i) => (i === index ? value : item));

  return (
    <MutationFormDialog
      send={() =>
        generateRoundRobin(pool.no, { dates, times: [...times].sort(), ...(hall ? { hallNo: Number(hall) } : {}) })
      }
      refresh={refreshResults}
      ready={valid}
      onClose={onClose}
      title={t('roundRobin.title', { pool: pool.code ?? '' })}
      description={t('roundRobin.description', { teams, matches: check.matches })}
      submitLabel={t('roundRobin.generate')}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-slate-900">{t('roundRobin.days')}</legend>
        {dates.map((date, i) => (
          <div key={i} className="flex items-start gap-2">
            <DateInput
              className="flex-1"
              label={t('roundRobin.day', { number: i + 1 })}
              value={date}
              onChange={(value) => setDates(setAt(dates, i, value))}
              error={badDates[i] ? t('roundRobin.badDate') : undefined}
            />
            {dates.length > 1 ? (
              <RemoveRow
                label={t('roundRobin.removeDay', { number: i + 1 })}
                onClick={() => setDates(dates.filter((_, j) => j !== i))}
              />
            ) : null}
          </div>
        ))}
        <div>
          <Button
            variant="secondary"
            onClick={() => {
              const last = dates.at(-1);
              setDates([...dates, last && isIsoDate(last) ? nextDay(last) : '']);
            }}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t('roundRobin.addDay')}
          </Button>
        </div>
        {repeatedDates ? <p className="text-sm text-red-700">{t('roundRobin.repeatedDays')}</p> : null}
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-slate-900">{t('roundRobin.times')}</legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {times.map((time, i) => (
            <div key={i} className="flex items-start gap-2">
              <TextField
                className="flex-1"
                type="time"
                label={t('roundRobin.time', { number: i + 1 })}
                value={time}
                onChange={(event) => setTimes(setAt(times, i, event.target.value))}
                error={badTimes[i] ? t('roundRobin.badTime') : undefined}
              />
              {times.length > 1 ? (
                <RemoveRow
                  label={t('roundRobin.removeTime', { number: i + 1 })}
                  onClick={() => setTimes(times.filter((_, j) => j !== i))}
                />
              ) : null}
            </div>
          ))}
        </div>
        <div>
          <Button variant="secondary" onClick={() => setTimes([...times, ''])}>
            <Plus aria-hidden="true" className="size-4" />
            {t('roundRobin.addTime')}
          </Button>
        </div>
      </fieldset>
      <SelectField
        label={t('fields.hall')}
        value={hall}
        onChange={(event) => setHall(event.target.value)}
        options={halls}
        emptyLabel={t('roundRobin.noHall')}
        hint={halls.length === 0 ? t('roundRobin.noHalls') : undefined}
      />
      {check.ok ? null : (
        <Alert tone="warning">
          {t('roundRobin.notEnoughDays', {
            matches: check.matches,
            perDay: times.length,
            days: check.daysNeeded,
          })}
        </Alert>
      )}
    </MutationFormDialog>
  );
}
