import { useTranslation } from 'react-i18next';
import { MEASUREMENT_FIELDS } from '@libero/shared/registry/people';
import type { EntityDef, FieldDef } from '@libero/shared/registry/types';
import type { EntityRow } from '../../lib/entities/entity-table';
import { i18n } from '../../lib/i18n';
import { FoldablePanel } from '../../ui/foldable-panel';
import { displayUnit, toDisplay } from '../../lib/forms/measurement-units';
import { ProfileFields } from './profile-fields';
import { UnitToggle, useUnitSystem } from './unit-toggle';

const MEASUREMENTS = Object.keys(MEASUREMENT_FIELDS);

export type MeasurementsPanelProps = {
  entity: EntityDef;
  record: EntityRow | undefined;
  fields: readonly string[];
  loading: boolean;
};

/** The 13 body measurements in the units the viewer chose (metric or imperial). */
export function MeasurementsPanel({ entity, record, fields, loading }: MeasurementsPanelProps) {
  const { t } = useTranslation('people');
  const [system, setSystem] = useUnitSystem();
  const shown = MEASUREMENTS.filter((name) => fields.includes(name));
  if (shown.length === 0) return null;
  const measure = (_name: string, field: FieldDef, value: unknown) => {
    if (typeof value !== 'number' || !field.unit) return '';
    const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(
      toDisplay(value, field.unit, system),
    );
    return `${number} ${displayUnit(field.unit, system)}`;
  };
  return (
    <FoldablePanel
      title={t('profile.panels.measurements')}
      loading={loading}
      actions={<UnitToggle value={system} onChange={setSystem} />}
    >
      {record ? (
        <ProfileFields
          entity={entity}
          record={record}
          fields={shown}
          emptyText={t('profile.empty')}
          formatValue={measure}
        />
      ) : null}
    </FoldablePanel>
  );
}
