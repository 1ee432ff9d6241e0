import type { EntityDef } from '@libero/shared/registry/types';
import { jsonName } from '@libero/shared/registry/types';
import { fieldText } from '../../lib/entities/field-value';
import { registryLabel } from '../../lib/entities/registry-label';
import type { EntityRow } from '../../lib/entities/entity-table';

export type ProfileFieldsProps = {
  entity: EntityDef;
  record: EntityRow;
  /** The registry fields shown, in order; those the record lacks (not readable) are left out. */
  fields: readonly string[];
  /** Shown for a readable field without a value. */
  emptyText: string;
  /** Writes a value its own way (measurements in the chosen units); `fieldText` by default. */
  formatValue?: typeof fieldText;
};

/** Labelled values of a record, two columns on wide screens. */
export function ProfileFields({ entity, record, fields, emptyText, formatValue = fieldText }: ProfileFieldsProps) {
  const shown = fields.flatMap((name) => {
    const field = entity.fields[name];
    const key = jsonName(field?.answerAs ?? name);
    return field && key in record ? [{ name, field, value: formatValue(name, field, record[key]) }] : [];
  });
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {shown.map(({ name, field, value }) => (
        <div key={name} className="flex flex-col">
          <dt className="text-xs text-slate-600">{registryLabel(field.label)}</dt>
          <dd className={value ? 'text-slate-900' : 'text-slate-500'}>{value || emptyText}</dd>
        </div>
      ))}
    </dl>
  );
}
