import type { EntityRow } from '../../entities/entity-table';
import type { UnitSystem } from '../measurement-units';
import type { FormFieldSpec } from './field-kinds';

/** What the fields of a form share: the record edited, the units shown, a locked federation. */
export type FieldSetting = {
  /** The record updated (its relations' names label the records chosen); none on create. */
  record?: EntityRow | undefined;
  /** The units measures are shown and typed in. */
  units: UnitSystem;
  /** A Federation user's own federation: shown, not chosen. */
  lockedFederation?: number | undefined;
  /** Said under a locked federation. */
  lockedFederationHint?: string | undefined;
  /** The form's federation field, whose clubs a club field lists first. */
  federationField?: string | undefined;
};

export type FieldProps = {
  spec: FormFieldSpec;
  setting: FieldSetting;
  label: string;
  error: string | undefined;
};
