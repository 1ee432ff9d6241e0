import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { jsonName, type EntityDef } from '@libero/shared/registry/types';
import type { EntityRow } from '../../lib/entities/entity-table';
import { fieldText } from '../../lib/entities/field-value';
import { registryLabel } from '../../lib/entities/registry-label';
import { buttonClassName } from '../../ui/button';
import { safeWebUrl } from './body-names';

/** A field of a profile: shown as `fieldText` writes it, unless `render` gives it another form (a link). */
export type BodyField = { field: string; render?: (row: EntityRow) => ReactNode };

const LINK =
  'font-medium text-sky-800 underline decoration-sky-800/30 underline-offset-2 break-all hover:decoration-sky-800 focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600';

/** Another site's address, opened in a new tab; plain text when it is not a web address. */
export function WebsiteLink({ url }: { url: unknown }) {
  const { t } = useTranslation('bodies');
  const href = safeWebUrl(url);
  if (typeof url !== 'string' || url.trim() === '') return null;
  if (!href) return <>{url}</>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={LINK}
      aria-label={t('profile.website', { url })}
    >
      {url}
    </a>
  );
}

function EmailLink({ email }: { email: unknown }) {
  if (typeof email !== 'string' || email.trim() === '') return null;
  return (
    <a href={`mailto:${email.trim()}`} className={LINK}>
      {email}
    </a>
  );
}

function PhoneLink({ phone }: { phone: unknown }) {
  if (typeof phone !== 'string' || phone.trim() === '') return null;
  const dialled = phone.replace(/[^\d+]/g, '');
  return dialled ? (
    <a href={`tel:${dialled}`} className={LINK}>
      {phone}
    </a>
  ) : (
    <>{phone}</>
  );
}

/** The contacts every body has (`CONTACT_FIELDS`), the reachable ones as links. */
export const CONTACT_FIELDS: readonly BodyField[] = [
  { field: 'Address' },
  { field: 'PostalCode' },
  { field: 'City' },
  { field: 'Website', render: (row) => <WebsiteLink url={row.website} /> },
  { field: 'Email', render: (row) => <EmailLink email={row.email} /> },
  { field: 'Phone', render: (row) => <PhoneLink phone={row.phone} /> },
];

export type BodyFieldsProps = {
  entity: EntityDef;
  record: EntityRow;
  /** The fields shown, in order; those the record lacks (not readable by the user) are left out. */
  fields: readonly BodyField[];
};

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

/** Labelled values of a body's record, two columns on wide screens, one on a phone. */
export function BodyFields({ entity, record, fields }: BodyFieldsProps) {
  const { t } = useTranslation('bodies');
  const shown = fields.flatMap(({ field: name, render }) => {
    const field = entity.fields[name];
    const key = jsonName(field?.answerAs ?? name);
    if (!field || !(key in record)) return [];
    const raw = record[key];
    const value = isEmpty(raw) ? null : render ? render(record) : fieldText(name, field, raw);
    return [{ name, label: registryLabel(field.label), value }];
  });
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {shown.map(({ name, label, value }) => (
        <div key={name} className="flex min-w-0 flex-col">
          <dt className="text-xs text-slate-600">{label}</dt>
          <dd className={value === null ? 'text-slate-500' : 'break-words text-slate-900'}>
            {value ?? t('profile.empty')}
          </dd>
        </div>
      ))}
    </dl>
  );
}

const BADGE_TONES: Record<string, string> = {
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  suspended: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  inactive: 'bg-slate-100 text-slate-700 ring-slate-500/20',
};

/** A body's status as a small coloured label, its text from the registry's codes (`bodies:federationStatuses`). */
export function StatusBadge({
  status,
  codes,
}: {
  status: unknown;
  codes: 'bodies:federationStatuses' | 'bodies:clubStatuses';
}) {
  if (typeof status !== 'string' || status === '') return null;
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${BADGE_TONES[status] ?? BADGE_TONES.inactive}`}
    >
      {registryLabel(`${codes}.${status}`)}
    </span>
  );
}

/** "Edit" above a profile, to the record's form. */
export function EditLink({ to }: { to: string }) {
  const { t } = useTranslation('bodies');
  return (
    <Link to={to} className={buttonClassName('secondary')}>
      <Pencil aria-hidden="true" className="size-4" />
      {t('actions.edit')}
    </Link>
  );
}
