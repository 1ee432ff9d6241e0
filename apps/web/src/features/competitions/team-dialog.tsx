import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { countryName } from '@libero/shared/countries/countries';
import { VolleyTeam } from '@libero/shared/registry/competitions';
import { entityListQuery } from '../../lib/entities/entity-queries';
import { useValidatedForm } from '../../lib/form';
import { EntityFormField } from '../../lib/forms/entity-form/entity-form-field';
import { entityFormSchema } from '../../lib/forms/entity-form/entity-form-schema';
import { formDefaults, saveAttributes, type EntityFormValues } from '../../lib/forms/entity-form/entity-form-values';
import type { FieldSetting } from '../../lib/forms/entity-form/field-props';
import { RecordFormDialog } from '../../lib/forms/record-form-dialog';
import type { TournamentRecord } from './competition-rows';
import { formSpecs, specNamed, useSaveRecord } from '../../lib/forms/record-dialog-parts';

type TeamKind = 'national' | 'club';

const FIELDS = ['NoFederation', 'NoClub', 'Name', 'Code', 'Seed'];

/** Not saved: the federation whose clubs the club choice lists first (a national league's organiser). */
const CLUBS_OF = 'ClubsOf';

type FederationRow = { no: number; code: string | null; name: string | null };

/**
 * A national team is named after its country (`Italy`) unless named otherwise; the server would
 * take the federation's name. The federations are the list the federation choice reads.
 */
function useCountryNameOf(federationNo: unknown): string | undefined {
  const query = useQuery(
    entityListQuery('Federation', { fields: ['No', 'Code', 'Name'], sort: ['Code'], page: { skip: 0, take: 1000 } }),
  );
  const code = (query.data?.data as FederationRow[] | undefined)?.find((row) => String(row.no) === federationNo)?.code;
  return code ? countryName(code, 'en') : undefined;
}

/**
 * Enters a team: a national team, chosen among the federations, or a club, found by name (a
 * national league lists its organiser's clubs first). Its name and code default to the federation's
 * or the club's.
 */
export function TeamDialog({ tournament, onClose }: { tournament: TournamentRecord; onClose: () => void }) {
  const { t } = useTranslation(['competitions', 'common']);
  const [kind, setKind] = useState<TeamKind>(tournament.organizerType === 'federation' ? 'club' : 'national');
  const specs = useMemo(() => formSpecs(VolleyTeam, FIELDS), []);
  const [schema] = useState(() => entityFormSchema(specs));
  const form = useValidatedForm(schema, {
    ...formDefaults(specs),
    [CLUBS_OF]:
      tournament.organizerType === 'federation' && tournament.noOrganizer ? String(tournament.noOrganizer) : '',
  });
  const federationNo = useWatch({ control: form.control, name: 'NoFederation' });
  const suggested = useCountryNameOf(federationNo);
  const { setValue, getFieldState } = form;
  useEffect(() => {
    if (kind === 'national' && suggested && !getFieldState('Name').isDirty) setValue('Name', suggested);
  }, [kind, suggested, setValue, getFieldState]);
  const { saveRecord } = useSaveRecord('VolleyTeam');
  const setting: FieldSetting = { units: 'metric', federationField: CLUBS_OF };
  const chosen = kind === 'national' ? 'NoFederation' : 'NoClub';
  const shown = specs.filter((spec) => spec.name !== (kind === 'national' ? 'NoClub' : 'NoFederation'));

  const save = async (values: EntityFormValues) => {
    if (!values[chosen]) {
      form.setError(chosen, { type: 'required', message: 'required' }, { shouldFocus: true });
      return false;
    }
    await saveRecord({ NoTournament: tournament.no, ...saveAttributes(shown, values) });
  };

  return (
    <RecordFormDialog
      form={form}
      onSave={save}
      refusable={{ fields: FIELDS, codeFields: { Duplicate: chosen } }}
      onClose={onClose}
      title={t('teams.addTitle')}
      submitLabel={t('teams.add')}
    >
      <fieldset className="flex flex-wrap gap-x-4 gap-y-1">
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('teams.kind')}</legend>
        {(['national', 'club'] as const).map((option) => (
          <label key={option} className="flex min-h-9 items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name="team-kind"
              value={option}
              checked={kind === option}
              onChange={() => setKind(option)}
              className="size-4 text-sky-700"
            />
            {t(`teams.kinds.${option}`)}
          </label>
        ))}
      </fieldset>
      <EntityFormField key={chosen} spec={specNamed(specs, chosen)} setting={setting} />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <EntityFormField spec={specNamed(specs, 'Name')} setting={setting} />
        <EntityFormField spec={specNamed(specs, 'Code')} setting={setting} />
        <EntityFormField spec={specNamed(specs, 'Seed')} setting={setting} />
      </div>
      <p className="text-sm text-slate-600">{t('teams.nameHint')}</p>
    </RecordFormDialog>
  );
}
