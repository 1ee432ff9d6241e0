import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Phase } from '@libero/shared/registry/competitions';
import { i18n } from '../../lib/i18n';
import { useValidatedForm } from '../../lib/form';
import { EntityFormField } from '../../lib/forms/entity-form/entity-form-field';
import { entityFormSchema } from '../../lib/forms/entity-form/entity-form-schema';
import { saveAttributes, type EntityFormValues } from '../../lib/forms/entity-form/entity-form-values';
import { RecordFormDialog } from '../../lib/forms/record-form-dialog';
import type { PhaseRow, TournamentRecord } from './competition-rows';
import { formSpecs, PLAIN_SETTING, specNamed, useSaveRecord } from '../../lib/forms/record-dialog-parts';
import { BRACKET_SIZES, qualifiersProblem } from './qualifiers';

const FIELDS = ['Name', 'Qualifiers', 'BronzeMatch'];

export type FinalRoundDialogProps = { tournament: TournamentRecord; phases: readonly PhaseRow[]; onClose: () => void };

/**
 * Adds a final round after the pools: who qualifies from them (`1:2 2:2`), and whether the
 * semi-final losers play for bronze. Its bracket's matches follow, filled as the pools end.
 */
export function FinalRoundDialog({ tournament, phases, onClose }: FinalRoundDialogProps) {
  const { t } = useTranslation(['competitions', 'common']);
  const specs = useMemo(() => formSpecs(Phase, FIELDS), []);
  const [schema] = useState(() =>
    entityFormSchema(specs).superRefine((values, context) => {
      const problem = qualifiersProblem(String(values.Qualifiers ?? ''));
      if (problem)
        context.addIssue({
          code: 'custom',
          path: ['Qualifiers'],
          message: i18n.t(`competitions:finalRound.qualifiersProblem.${problem}`, { sizes: BRACKET_SIZES.join(', ') }),
        });
    }),
  );
  const form = useValidatedForm(schema, {
    Name: t('finalRound.defaultName'),
    Qualifiers: '1:2 2:2',
    BronzeMatch: true,
  });
  const { saveRecord } = useSaveRecord('Phase');
  const position = Math.max(0, ...phases.map((phase) => phase.position ?? 0)) + 1;

  const save = async (values: EntityFormValues) => {
    await saveRecord({
      NoTournament: tournament.no,
      Kind: 'finalRound',
      Position: position,
      ...saveAttributes(specs, values),
    });
  };

  return (
    <RecordFormDialog
      form={form}
      onSave={save}
      refusable={{ fields: FIELDS }}
      onClose={onClose}
      title={t('finalRound.addTitle')}
      description={t('finalRound.addDescription')}
      submitLabel={t('finalRound.add')}
    >
      <EntityFormField spec={specNamed(specs, 'Name')} setting={PLAIN_SETTING} />
      <EntityFormField spec={specNamed(specs, 'Qualifiers')} setting={PLAIN_SETTING} />
      <p className="-mt-2 text-sm text-slate-600">{t('finalRound.qualifiersHint')}</p>
      <EntityFormField spec={specNamed(specs, 'BronzeMatch')} setting={PLAIN_SETTING} />
    </RecordFormDialog>
  );
}
