import type { EntityDef, FieldDef, RelationDef, WriteRules } from '@libero/shared/registry/types';
import type { StoredUnit } from '../measurement-units';

/** How a field is entered, decided from the registry. */
export type FieldKind =
  | 'text'
  | 'email'
  /** an http(s) address */
  | 'url'
  /** three capital letters (a federation's code), typed in capitals */
  | 'code'
  /** a whole number (a founding year) */
  | 'integer'
  | 'date'
  | 'flag'
  /** one of the `oneOf` codes */
  | 'oneOf'
  | 'gender'
  | 'country'
  /** a length or weight, typed in the unit shown */
  | 'measure'
  /** the number of a record of another entity, chosen by its name */
  | RelationKind;

/** The entities a relation field picks a record of, and the kind of field that picks it. */
const RELATION_KINDS = {
  Federation: 'federation',
  Confederation: 'confederation',
  VolleyClub: 'club',
  Person: 'person',
  MediaOrganization: 'mediaOrganization',
} as const;

export type RelationKind = (typeof RELATION_KINDS)[keyof typeof RELATION_KINDS];

/** Kinds whose value is a record's number (or a gender), chosen as a string and sent as a number. */
export const NUMBER_CHOICE_KINDS: ReadonlySet<FieldKind> = new Set<FieldKind>([
  'gender',
  ...Object.values(RELATION_KINDS),
]);

export type FormFieldSpec = {
  /** The wire name (`FirstName`): the form's key and the Save attribute. */
  name: string;
  field: FieldDef;
  rules: WriteRules;
  kind: FieldKind;
  unit?: StoredUnit;
  /** The relation the field is the key of (`NoPresident` → President), when it is one. */
  relation?: RelationDef;
};

/** A section of a form's layout: its fields by wire name, under a title. */
export type FormLayoutSection = { key: string; title: string; fields: readonly string[] };
export type FormLayout = readonly FormLayoutSection[];

/** A section as the form shows it: the fields it may write, with their kinds. */
export type FormSection = { key: string; title: string; fields: FormFieldSpec[] };

/** Which fields a user may write; by default every field the registry lets a Save set. */
export type WritableField = (name: string, field: FieldDef) => boolean;

export const everyWritableField: WritableField = (_name, field) => field.write !== undefined;

/** The relation whose key is `name`, if any. */
function relationOf(entity: EntityDef, name: string): RelationDef | undefined {
  return Object.values(entity.relations).find((relation) => relation.key === name);
}

function isRelationTarget(target: string): target is keyof typeof RELATION_KINDS {
  return Object.hasOwn(RELATION_KINDS, target);
}

/**
 * The kind of a writable field: from its relation's target, its type, unit and write rules. A
 * gender is the one field named rather than described (0 or 1, labelled by the interface).
 */
export function fieldKind(name: string, field: FieldDef, rules: WriteRules, relation?: RelationDef): FieldKind {
  if (field.unit) return 'measure';
  if (relation && isRelationTarget(relation.target)) return RELATION_KINDS[relation.target];
  if (name === 'Gender') return 'gender';
  if (field.type === 'flag') return 'flag';
  if (field.type === 'date') return 'date';
  if (rules.oneOf) return 'oneOf';
  switch (rules.format) {
    case 'country':
      return 'country';
    case 'email':
      return 'email';
    case 'url':
      return 'url';
    case 'code':
      return 'code';
    default:
      return field.type === 'integer' ? 'integer' : 'text';
  }
}

/** A field of the layout as the form enters it, or none when the entity lacks it or the user may not write it. */
export function fieldSpec(entity: EntityDef, name: string, writable: WritableField): FormFieldSpec | undefined {
  const field = Object.hasOwn(entity.fields, name) ? entity.fields[name] : undefined;
  const rules = field?.write;
  if (!field || !rules || !writable(name, field)) return undefined;
  const relation = relationOf(entity, name);
  return {
    name,
    field,
    rules,
    kind: fieldKind(name, field, rules, relation),
    ...(field.unit ? { unit: field.unit } : {}),
    ...(relation ? { relation } : {}),
  };
}

/** The form's sections for an entity: the fields it has and the user may write, empty sections left out. */
export function formSections(
  entity: EntityDef,
  layout: FormLayout,
  writable: WritableField = everyWritableField,
): FormSection[] {
  return layout.flatMap(({ key, title, fields }) => {
    const specs = fields.flatMap((name) => fieldSpec(entity, name, writable) ?? []);
    return specs.length > 0 ? [{ key, title, fields: specs }] : [];
  });
}

export function formFields(sections: readonly FormSection[]): FormFieldSpec[] {
  return sections.flatMap((section) => section.fields);
}
