import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VolleyMatch } from '@libero/shared/registry/competitions';
import { i18n } from '../../lib/i18n';
import { useValidatedForm } from '../../lib/form';
import { entityFormSchema } from '../../lib/forms/entity-form/entity-form-schema';
import { formDefaults, saveAttributes, type EntityFormValues } from '../../lib/forms/entity-form/entity-form-values';
import { RecordFormDialog } from '../../lib/forms/record-form-dialog';
import type { MatchRow } from './competition-rows';
import { formSpecs, specNamed, useSaveRecord } from '../../lib/forms/record-dialog-parts';
import { RefereeChoice } from './search-choices';

const SEATS = ['NoReferee1', 'NoReferee2', 'NoScorer'] as const;
const NAMES = { NoReferee1: 'referee1Name', NoReferee2: 'referee2Name', NoScorer: 'scorerName' } as const;

/** Nobody holds two seats of a match: the later seat is refused. */
function oneSeatEach(
  values: EntityFormValues,
  context: { addIssue: (issue: { code: 'custom'; path: string[]; message: string }) => void },
) {
  const seen = new Set<string>();
  for (const seat of SEATS) {
    const value = values[seat];
    if (typeof value !== 'string' || value === '') continue;
    if (seen.has(value))
      context.addIssue({ code: 'custom', path: [seat], message: i18n.t('competitions:referees.twice') });
    seen.add(value);
  }
}

/**
 * The match's officials: first and second referee and scorer, each found among the referees. The
 * server refuses one from either team's federation; its refusal shows on the seat.
 */
export function RefereesDialog({ match, onClose }: { match: MatchRow; onClose: () => void }) {
  const { t } = useTranslation(['competitions', 'common']);
  const specs = useMemo(() => formSpecs(VolleyMatch, SEATS, SEATS), []);
  const [schema] = useState(() => entityFormSchema(specs).superRefine(oneSeatEach));
  const [defaults] = useState(() => formDefaults(specs, match as unknown as Record<string, unknown>));
  const form = useValidatedForm(schema, defaults);
  const { saveRecord } = useSaveRecord('VolleyMatch');
  const initial = (seat: (typeof SEATS)[number]) => {
    const no = match[jsonNo(seat)];
    const name = match[NAMES[seat]];
    return no ? { value: String(no), label: name ?? String(no) } : undefined;
  };

  const save = async (values: EntityFormValues) => {
    await saveRecord(saveAttributes(specs, values, { no: match.no, version: match.version, defaults }));
  };

  return (
    <RecordFormDialog
      form={form}
      onSave={save}
      refusable={{ fields: SEATS }}
      onClose={onClose}
      title={t('referees.title', { number: match.noInTournament ?? match.no })}
      description={`${match.teamAName ?? '?'} – ${match.teamBName ?? '?'}`}
      className="flex flex-col gap-4"
    >
      {SEATS.map((seat) => (
        <RefereeChoice key={seat} spec={specNamed(specs, seat)} initial={initial(seat)} />
      ))}
    </RecordFormDialog>
  );
}

function jsonNo(seat: (typeof SEATS)[number]): 'noReferee1' | 'noReferee2' | 'noScorer' {
  return seat === 'NoReferee1' ? 'noReferee1' : seat === 'NoReferee2' ? 'noReferee2' : 'noScorer';
}
