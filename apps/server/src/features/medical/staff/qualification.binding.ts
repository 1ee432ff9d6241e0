import { sql } from 'drizzle-orm';
import { isAdmin } from '@libero/shared/auth/permissions';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import { MEDICAL_KEEPERS } from '@libero/shared/medical/staff';
import { MedicalQualification } from '@libero/shared/registry/media-staff';
import { medicalQualifications } from '../../../db/schema/medical';
import { persons } from '../../../db/schema/people';
import { readColumns, type EntityBinding } from '../../../gateway/binding';
import type { WriteValues } from '../../../gateway/values';
import { AppError } from '../../../lib/app-error';
import type { AuthUser } from '../../../lib/request-auth';
import type { Db } from '../../../db/connection';

const keeperTypes: readonly number[] = MEDICAL_KEEPERS.map((code) => UserTypeNo[code]);

/** Medical administrators keep every qualification; a medical person only their own. */
function keepers(viewer: AuthUser) {
  if (isAdmin(viewer) || keeperTypes.includes(viewer.type)) return sql`true`;
  if (viewer.type === UserTypeNo.MedicalPerson) return sql`${medicalQualifications.personNo} = ${viewer.typeNo}`;
  return sql`false`;
}

/** A qualification cannot end before it was obtained (checked when a Save gives both dates). */
async function checkValidity(_db: Db, values: WriteValues): Promise<WriteValues> {
  const { ObtainedOn: from, ValidUntil: until } = values;
  if (typeof from === 'string' && typeof until === 'string' && until < from)
    throw new AppError('InvalidData', 'ValidUntil');
  return values;
}

const columns = {
  NoPerson: medicalQualifications.personNo,
  Title: medicalQualifications.title,
  Issuer: medicalQualifications.issuer,
  ObtainedOn: medicalQualifications.obtainedOn,
  ValidUntil: medicalQualifications.validUntil,
};

export const medicalQualificationBinding: EntityBinding = {
  entity: MedicalQualification,
  from: sql`${medicalQualifications} join ${persons} on ${persons.no} = ${medicalQualifications.personNo}`,
  columns: {
    No: sql`${medicalQualifications.no}`,
    ...readColumns(columns),
    PersonName: sql`${persons.firstName} || ' ' || ${persons.lastName}`,
    Valid: sql`(${medicalQualifications.validUntil} is null or ${medicalQualifications.validUntil} >= (now() at time zone 'UTC')::date)`,
    Version: sql`${medicalQualifications.version}`,
  },
  searchText: sql`${medicalQualifications.title} || ' ' || ${medicalQualifications.issuer}`,
  write: {
    table: medicalQualifications,
    no: medicalQualifications.no,
    version: medicalQualifications.version,
    columns,
    prepare: checkValidity,
  },
  partyScope: keepers,
};
