import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Download } from 'lucide-react';
import { isAdmin } from '@libero/shared/auth/permissions';
import { EXPORT_SCHEDULES, exportFilePath, type ExportSchedule } from '@libero/shared/exports/export-definitions';
import { entityByName } from '@libero/shared/registry/registry';
import type { EntityDef, FieldDef, FilterDef } from '@libero/shared/registry/types';
import { formatDate } from '../../lib/dates/date-formats';
import { useCommand } from '../../lib/entities/entity-queries';
import { useFederationNoOptions, useFederationOptions } from '../../lib/entities/federation-options';
import { fieldText } from '../../lib/entities/field-value';
import { registryLabel } from '../../lib/entities/registry-label';
import { inEnvironment } from '../../lib/environment';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notifications/notifications-store';
import { PageLayout } from '../../lib/page-layout';
import { actorOf } from '../../lib/session/actor';
import { useCurrentUser } from '../../lib/session/current-user';
import { Alert } from '../../ui/alert';
import { Badge } from '../../ui/badge';
import { Button, buttonClassName } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { SelectField } from '../../ui/form-controls';
import { useSavedExports, type SavedExport } from './saved-exports-api';

const NOTICE_MS = 5000;

/** The columns of an export by their labels, in the reader's language. */
function useColumnLabels(definition: SavedExport): string {
  const entity = entityByName(definition.entity);
  // The labels live in the entity's namespace: loaded with it (an area, which the typed `t` cannot check).
  useTranslation((entity ? [entity.area] : []) as unknown as 'common');
  if (!entity) return definition.fields;
  return definition.fields
    .split(' ')
    .map((name) => {
      const field = entity.fields[name];
      return field ? registryLabel(field.label) : name;
    })
    .join(', ');
}

type FederationLabel = (name: string, value: string) => string | undefined;

/** The federations by number and by code, as their filters name them. */
function useFederationLabels(): FederationLabel {
  const byNo = useFederationNoOptions();
  const byCode = useFederationOptions();
  return useMemo(() => {
    const labels = new Map([
      ...byNo.map((option): [string, string] => [`NoFederation:${option.value}`, option.label]),
      ...byCode.map((option): [string, string] => [`FederationCode:${option.value}`, option.label]),
    ]);
    return (name, value) => labels.get(`${name}:${value}`);
  }, [byNo, byCode]);
}

/** The label a filter goes by: its field's, with the end of a range. */
function filterName(filter: FilterDef, field: FieldDef, t: TFunction<'exports'>): string {
  const label = registryLabel(field.label);
  if (filter.operator === 'from') return t('page.filterFrom', { label });
  if (filter.operator === 'to') return t('page.filterTo', { label });
  return label;
}

/** One filter of a saved export (`Gender` = `1`) as a list shows it (`Gender: Female`). */
function filterEntryText(
  entity: EntityDef | undefined,
  [name, value]: [string, unknown],
  t: TFunction<'exports'>,
  federationLabel: FederationLabel,
): string {
  const filter = entity?.filters[name];
  const field = filter?.field ? entity?.fields[filter.field] : undefined;
  if (!filter?.field || !field)
    return `${filter?.operator === 'search' ? t('page.filterSearch') : name}: ${String(value)}`;
  const typed = (one: string) => (field.type === 'integer' || field.type === 'flag' ? Number(one) : one);
  const values = (Array.isArray(value) ? value : String(value).split(',')).map((one) => String(one).trim());
  const shown = values.map((one) => federationLabel(name, one) ?? (fieldText(filter.field!, field, typed(one)) || one));
  return `${filterName(filter, field, t)}: ${shown.join(', ')}`;
}

/**
 * A saved filter as its reader reads it: `{"FederationCode":"KEN","BirthDateFrom":"2000-01-01"}`
 * as `Federation: KEN — Kenya Volleyball Federation · Birthdate, from: 1 Jan 2000`.
 */
function useFilterText(definition: SavedExport): string {
  const { t } = useTranslation('exports');
  const federationLabel = useFederationLabels();
  const entity = entityByName(definition.entity);
  const entries = Object.entries(JSON.parse(definition.filter || '{}') as Record<string, unknown>);
  return entries.map((entry) => filterEntryText(entity, entry, t, federationLabel)).join(' · ');
}

/** The owner's changes: share or keep private, mail it (admins), delete. */
function OwnerActions({ definition, admin }: { definition: SavedExport; admin: boolean }) {
  const { t } = useTranslation(['exports', 'common']);
  const { save, remove } = useCommand('ExportDefinition');
  const [deleting, setDeleting] = useState(false);
  const change = (attributes: Record<string, string | number>, message: string) =>
    save.mutate(
      { No: definition.no, Version: definition.version, ...attributes },
      { onSuccess: () => notify({ kind: 'export-changed', tone: 'success', message, duration: NOTICE_MS }) },
    );
  return (
    <div className="flex flex-wrap items-end gap-2">
      <Button
        variant="secondary"
        pending={save.isPending}
        onClick={() =>
          change(
            { Shared: definition.shared === 1 ? 0 : 1 },
            t(definition.shared === 1 ? 'page.unsharedDone' : 'page.sharedDone', { name: definition.name }),
          )
        }
      >
        {definition.shared === 1 ? t('page.unshare') : t('page.share')}
      </Button>
      {admin ? (
        <SelectField
          label={t('page.schedule')}
          className="w-40"
          value={definition.schedule}
          options={EXPORT_SCHEDULES.map((schedule) => ({ value: schedule, label: t(`schedules.${schedule}`) }))}
          onChange={(event) => {
            const schedule = event.target.value as ExportSchedule;
            change(
              { Schedule: schedule },
              t('page.scheduleSaved', { name: definition.name, when: t(`schedules.${schedule}`) }),
            );
          }}
        />
      ) : null}
      <Button variant="ghost" onClick={() => setDeleting(true)}>
        {t('page.delete')}
      </Button>
      <ConfirmDialog
        open={deleting}
        title={t('page.deleteTitle', { name: definition.name })}
        message={t('page.deleteMessage')}
        confirmLabel={t('page.delete')}
        cancelLabel={t('common:actions.cancel')}
        pending={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(
            { no: definition.no, version: definition.version },
            {
              onSuccess: () =>
                notify({ kind: 'export-deleted', tone: 'success', message: t('page.deleted'), duration: NOTICE_MS }),
              onSettled: () => setDeleting(false),
            },
          )
        }
      />
    </div>
  );
}

function SavedExportItem({ definition, own, admin }: { definition: SavedExport; own: boolean; admin: boolean }) {
  const { t } = useTranslation('exports');
  const columns = useColumnLabels(definition);
  const filterText = useFilterText(definition);
  const format = t(`formats.${definition.format}`);
  return (
    <li className="flex flex-col gap-2 rounded-md border border-slate-200 bg-white p-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-slate-900">{definition.name}</h3>
          <code className="text-xs text-slate-600">{definition.entity}</code>
          {definition.shared === 1 ? <Badge tone="info">{t('fields.shared')}</Badge> : null}
          {definition.schedule !== 'none' ? (
            <Badge tone="neutral">{t(`schedules.${definition.schedule}`)}</Badge>
          ) : null}
        </div>
        <p className="text-slate-700">{columns}</p>
        <p className="text-slate-600">{filterText || t('page.filterNone')}</p>
        {own ? null : <p className="text-xs text-slate-600">{t('page.sharedBy', { name: definition.ownerName })}</p>}
        {definition.lastSentAt ? (
          <p className="text-xs text-slate-600">{t('page.lastSent', { date: formatDate(definition.lastSentAt) })}</p>
        ) : null}
      </div>
      <div className="flex flex-col items-start gap-2 sm:items-end">
        <a
          href={inEnvironment(exportFilePath(definition.no))}
          download
          aria-label={t('page.runLabel', { name: definition.name, format })}
          className={buttonClassName('primary', 'whitespace-nowrap')}
        >
          <Download aria-hidden="true" className="size-4" />
          {t('page.run', { format })}
        </a>
        {own ? <OwnerActions definition={definition} admin={admin} /> : null}
      </div>
    </li>
  );
}

/**
 * `/users/me/exports`: the exports the user saved ("Save export" above a list), and those the
 * users of their organisation share; each downloads the list as it is today, with the user's
 * own permissions. Admins also have them mailed daily or weekly.
 */
export function MyExportsPage() {
  const { t } = useTranslation('exports');
  const user = useCurrentUser();
  const admin = isAdmin(actorOf(user));
  const query = useSavedExports();
  const all = query.data ?? [];
  const mine = all.filter((definition) => definition.noOwner === user.no);
  // Admins read every user's definitions: their page keeps to their own.
  const shared = admin ? [] : all.filter((definition) => definition.noOwner !== user.no);
  const section = (title: string, definitions: readonly SavedExport[], own: boolean) =>
    definitions.length === 0 ? null : (
      <section aria-label={title} className="flex flex-col gap-2">
        <h2 className="text-sm font-semibold text-slate-900">{title}</h2>
        <ul className="flex flex-col gap-2">
          {definitions.map((definition) => (
            <SavedExportItem key={definition.no} definition={definition} own={own} admin={admin} />
          ))}
        </ul>
      </section>
    );
  return (
    <PageLayout title={t('page.title')}>
      <div className="flex max-w-4xl flex-col gap-4">
        <p className="text-sm text-slate-600">{t('page.intro')}</p>
        {query.isError ? <Alert tone="error">{errorMessage(query.error)}</Alert> : null}
        {query.isSuccess && all.length === 0 ? <Alert tone="info">{t('page.empty')}</Alert> : null}
        {section(t('page.mine'), mine, true)}
        {section(t('page.shared'), shared, false)}
      </div>
    </PageLayout>
  );
}
