import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EntityForm, type EntityFormProps, type SectionExtra } from '../../lib/forms/entity-form/entity-form';
import type { EntityFormValues } from '../../lib/forms/entity-form/entity-form-values';
import { PART_WRITABLE, personFormLayout, type FormPart } from './person-form-layout';
import { PossibleDuplicates } from './possible-duplicates';
import { UnitToggle, useUnitSystem } from './unit-toggle';

export type PersonFormProps = Pick<
  EntityFormProps,
  'entity' | 'record' | 'lockedFederation' | 'onSave' | 'onSaved' | 'onCancel' | 'onReload'
> & {
  /** All of the record, or the person's own measurements. */
  part: FormPart;
};

function DuplicatesOfNewPerson() {
  const { control } = useFormContext<EntityFormValues>();
  const [firstName, lastName, birthDate] = useWatch({ control, name: ['FirstName', 'LastName', 'BirthDate'] });
  return (
    <PossibleDuplicates
      firstName={String(firstName ?? '')}
      lastName={String(lastName ?? '')}
      birthDate={String(birthDate ?? '')}
    />
  );
}

/**
 * A person's form: the registry-driven entity form in the person's sections, with the measurements'
 * units to choose and, for a new person, the people already registered who may be them.
 */
export function PersonForm({ entity, part, record, ...props }: PersonFormProps) {
  const { t } = useTranslation('person-form');
  const [units, setUnits] = useUnitSystem();
  const layout = useMemo(() => personFormLayout((key) => t(`sections.${key}`)), [t]);
  const sectionExtra = (key: string): SectionExtra | undefined => {
    if (key === 'measurements') return { start: <UnitToggle value={units} onChange={setUnits} /> };
    if (key === 'identity' && !record) return { end: <DuplicatesOfNewPerson /> };
    return undefined;
  };
  return (
    <EntityForm
      {...props}
      entity={entity}
      layout={layout}
      writable={PART_WRITABLE[part]}
      record={record}
      units={units}
      lockedFederationHint={t('federationLocked')}
      sectionExtra={sectionExtra}
      intro={part === 'measurements' ? <p className="text-sm text-slate-700">{t('measurementsOnly')}</p> : null}
    />
  );
}
