import { z } from 'zod';
import { optionalText, paging } from '../http/query-params';

/** The largest page `GET /api/admin/audit` answers. */
export const AUDIT_MAX_TAKE = 500;
export const AUDIT_DEFAULT_TAKE = 50;

/** A day, `YYYY-MM-DD`, that exists in the calendar. */
const day = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.iso
    .date()
    .refine((text) => {
      const time = Date.parse(`${text}T00:00:00Z`);
      return !Number.isNaN(time) && new Date(time).toISOString().startsWith(text);
    })
    .optional(),
);

/**
 * What the audit trail is filtered by: `user` (a username, any case, or a user number: the entries
 * they made, as themselves or while impersonating someone), `entity` and `entityNo` (exact),
 * `action` (exact), and `from`/`to` (days in UTC, both included).
 */
export const ZAuditFilter = z.strictObject({
  user: optionalText(100),
  entity: optionalText(60),
  entityNo: optionalText(60),
  action: optionalText(60),
  from: day,
  to: day,
});
export type TAuditFilter = z.infer<typeof ZAuditFilter>;

/** The query of `GET /api/admin/audit`: the filter, `skip` and `take` (at most AUDIT_MAX_TAKE). */
export const ZAuditQuery = ZAuditFilter.extend(paging(AUDIT_MAX_TAKE, AUDIT_DEFAULT_TAKE));
export type TAuditQuery = z.infer<typeof ZAuditQuery>;

export const AUDIT_EXPORT_FORMATS = ['csv', 'xlsx'] as const;

/** The query of `GET /api/admin/audit/export`: the filter and `format`. */
export const ZAuditExportQuery = ZAuditFilter.extend({ format: z.enum(AUDIT_EXPORT_FORMATS) });
export type TAuditExportQuery = z.infer<typeof ZAuditExportQuery>;

/**
 * One field a write changed: its value before and after (null when it had none). An update lists
 * the fields it changed; a creation every field it set (`before` null); a deletion every field
 * the record had (`after` null).
 */
export const ZAuditChange = z.strictObject({
  field: z.string(),
  before: z.json(),
  after: z.json(),
});
export type TAuditChange = z.infer<typeof ZAuditChange>;

const ZUserRef = z.strictObject({ no: z.number().int(), username: z.string() });

/** One entry of the audit trail: who (and who really, while impersonating) did what, when, from where. */
export const ZAuditEntry = z.strictObject({
  id: z.number().int(),
  at: z.iso.datetime({ offset: true }),
  /** The network the write was made in (each has its own trail). */
  environment: z.string(),
  action: z.string(),
  entity: z.string(),
  entityNo: z.string().nullable(),
  /** Null: an anonymous request, or a user since removed (`actorNo` of the export keeps the number). */
  actor: ZUserRef.nullable(),
  /** The administrator really acting, while impersonating `actor`. */
  impersonator: ZUserRef.nullable(),
  ip: z.string().nullable(),
  changes: z.array(ZAuditChange),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

/** `GET /api/admin/audit`: a page of the audit trail, newest first, and how many entries match. */
export const ZAuditTrail = z.strictObject({
  data: z.array(ZAuditEntry),
  nbItems: z.number().int().nonnegative(),
});
export type TAuditTrail = z.infer<typeof ZAuditTrail>;
