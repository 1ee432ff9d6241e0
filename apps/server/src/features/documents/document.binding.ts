import { sql, type SQL } from 'drizzle-orm';
import { standsForPerson, UserTypeNo } from '@libero/shared/auth/user-types';
import { Document } from '@libero/shared/registry/documents';
import { federations } from '../../db/schema/bodies';
import { personDocuments, persons } from '../../db/schema/people';
import { transferDocuments, volleyTransfers } from '../../db/schema/transfers';
import type { EntityBinding } from '../../gateway/binding';
import type { AuthUser } from '../../lib/request-auth';

/**
 * Persons' and transfers' documents side by side, each with what decides who reads it: the
 * person and its federation; the transfer's player, clubs, federations and their confederations.
 */
const DOCUMENTS = sql`(
  select d.no, 'person' as owner_type, d.person_no as owner_no,
    p.first_name || ' ' || p.last_name as owner_name, d.kind, d.file_name, d.content_type, d.size_bytes,
    d.uploaded_by as uploaded_by, d.created_at, '/documents/' || d.no as download_path, d.version,
    d.person_no as player_no, null::int as club_from, null::int as club_to,
    p.federation_no as federation_from, null::int as federation_to,
    null::int as confederation_from, null::int as confederation_to
  from ${personDocuments} d join ${persons} p on p.no = d.person_no
  union all
  select d.no, 'transfer', d.transfer_no,
    p.first_name || ' ' || p.last_name || coalesce(' · ' || t.itc_number, ''), d.kind, d.file_name, d.content_type,
    d.size_bytes, d.uploaded_by_user_no, d.created_at,
    '/api/transfers/' || d.transfer_no || '/documents/' || d.no, d.version,
    t.player_no, t.from_club_no, t.to_club_no, t.from_federation_no, t.to_federation_no,
    ff.confederation_no, ft.confederation_no
  from ${transferDocuments} d join ${volleyTransfers} t on t.no = d.transfer_no
    join ${persons} p on p.no = t.player_no
    join ${federations} ff on ff.no = t.from_federation_no
    join ${federations} ft on ft.no = t.to_federation_no
) as documents`;

const column = (name: string): SQL => sql.raw(`documents.${name}`);

/** The documents a user reads besides admins: as the person or a transfer's player, club, federation or confederation. */
function documentParties(viewer: AuthUser): SQL {
  const no = viewer.typeNo;
  if (standsForPerson(viewer))
    return viewer.type === UserTypeNo.Player
      ? sql`documents.player_no = ${no}`
      : sql`(documents.owner_type = 'person' and documents.owner_no = ${no})`;
  switch (viewer.type) {
    case UserTypeNo.VolleyClub:
      return sql`(documents.club_from = ${no} or documents.club_to = ${no})`;
    case UserTypeNo.Federation:
      return sql`(documents.federation_from = ${no} or documents.federation_to = ${no})`;
    case UserTypeNo.Confederation:
      return sql`(documents.owner_type = 'transfer' and (documents.confederation_from = ${no} or documents.confederation_to = ${no}))`;
    default:
      return sql`false`;
  }
}

export const documentBinding: EntityBinding = {
  entity: Document,
  from: DOCUMENTS,
  columns: {
    No: column('no'),
    OwnerType: column('owner_type'),
    NoOwner: column('owner_no'),
    OwnerName: column('owner_name'),
    Kind: column('kind'),
    FileName: column('file_name'),
    ContentType: column('content_type'),
    SizeBytes: column('size_bytes'),
    NoUploadedBy: column('uploaded_by'),
    CreatedAt: column('created_at'),
    DownloadPath: column('download_path'),
    Version: column('version'),
  },
  searchText: sql`documents.owner_name || ' ' || documents.file_name`,
  partyScope: documentParties,
};
