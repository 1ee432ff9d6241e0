import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { OrganizationKind } from '@libero/shared/media/organizations';
import { entityQuery, useCommand } from '../../../lib/entities/entity-queries';
import { EntityTable, type EntityColumn } from '../../../lib/entities/entity-table';
import { errorMessage } from '../../../lib/error-message';
import { notify } from '../../../lib/notifications/notifications-store';
import { PageLayout } from '../../../lib/page-layout';
import { QueryContent, recordNoOf } from '../../../lib/query-content';
import { useCurrentUser } from '../../../lib/session/current-user';
import { Button, buttonClassName } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { FoldablePanel } from '../../../ui/foldable-panel';
import { AccreditationsList } from './accreditations-panel';
import { isPressOfficer } from './media-permissions';
import { OrganizationCountry, WebsiteLink } from './organization-cells';
import { mediaPersonPath, ORGANIZATIONS_PATH, organizationPath } from './organization-paths';

export type OrganizationRecord = {
  no: number;
  name: string;
  kind: OrganizationKind;
  countryCode: string | null;
  website: string | null;
  email: string | null;
  phone: string | null;
  staffCount: number;
  version: number;
};

const FIELDS = ['No', 'Name', 'Kind', 'CountryCode', 'Website', 'Email', 'Phone', 'StaffCount', 'Version'];

const STAFF_COLUMNS: EntityColumn[] = [
  { field: 'LastName', hideable: false },
  { field: 'FirstName' },
  { field: 'MediaPosition' },
  { field: 'FederationCode' },
];

function Detail({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation('people');
  return (
    <div className="flex min-w-0 flex-col">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="break-words text-slate-900">
        {children || <span className="text-slate-500">{t('profile.empty')}</span>}
      </dd>
    </div>
  );
}

function OrganizationDetails({ organization: o }: { organization: OrganizationRecord }) {
  const { t } = useTranslation('mediaOrganizations');
  return (
    <FoldablePanel title={t('panels.details')}>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <Detail label={t('fields.kind')}>{t(`kinds.${o.kind}`)}</Detail>
        <Detail label={t('fields.country')}>
          <OrganizationCountry code={o.countryCode} />
        </Detail>
        <Detail label={t('fields.website')}>
          <WebsiteLink url={o.website} />
        </Detail>
        <Detail label={t('fields.email')}>
          {o.email ? (
            <a href={`mailto:${o.email}`} className="text-sky-800 hover:underline">
              {o.email}
            </a>
          ) : null}
        </Detail>
        <Detail label={t('fields.phone')}>{o.phone}</Detail>
        <Detail label={t('fields.staffCount')}>{String(o.staffCount)}</Detail>
      </dl>
    </FoldablePanel>
  );
}

/** Edit and delete, for press officers and admins; a deletion the server refuses (staff still there) says why. */
function OrganizationActions({ organization }: { organization: OrganizationRecord }) {
  const { t } = useTranslation(['mediaOrganizations', 'common']);
  const navigate = useNavigate();
  const { remove } = useCommand('MediaOrganization');
  const [deleting, setDeleting] = useState(false);
  if (!isPressOfficer(useCurrentUser())) return null;
  const confirm = () =>
    remove.mutate(
      { no: organization.no, version: organization.version },
      {
        onSuccess: () => {
          notify({ kind: 'organization-deleted', tone: 'success', message: t('deleted'), duration: 4000 });
          void navigate(ORGANIZATIONS_PATH, { replace: true });
        },
        onError: (error) => notify({ kind: 'organization-delete-failed', tone: 'error', message: errorMessage(error) }),
        onSettled: () => setDeleting(false),
      },
    );
  return (
    <div className="flex gap-2">
      <Link to={`${organizationPath(organization.no)}/edit`} className={buttonClassName('secondary')}>
        <Pencil aria-hidden="true" className="size-4" />
        {t('actions.edit')}
      </Link>
      <Button variant="secondary" onClick={() => setDeleting(true)}>
        <Trash2 aria-hidden="true" className="size-4" />
        {t('common:actions.delete')}
      </Button>
      <ConfirmDialog
        open={deleting}
        title={t('deleteTitle', { name: organization.name })}
        message={t('deleteConfirm')}
        confirmLabel={t('common:actions.delete')}
        cancelLabel={t('common:actions.cancel')}
        pending={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={confirm}
      />
    </div>
  );
}

function OrganizationContent({ organization }: { organization: OrganizationRecord }) {
  const { t } = useTranslation('mediaOrganizations');
  const navigate = useNavigate();
  const officer = isPressOfficer(useCurrentUser());
  return (
    <>
      <OrganizationDetails organization={organization} />
      <FoldablePanel title={t('panels.staff')}>
        <EntityTable
          entity="MediaPerson"
          caption={t('panels.staff')}
          columns={STAFF_COLUMNS}
          fixedFilter={{ NoMediaOrganization: organization.no }}
          listId="organization-staff"
          onOpen={(row) => navigate(mediaPersonPath(Number(row.no)))}
        />
      </FoldablePanel>
      {officer ? (
        <FoldablePanel title={t('accreditations.title')}>
          <AccreditationsList filter={{ NoMediaOrganization: organization.no }} showPerson />
        </FoldablePanel>
      ) : null}
    </>
  );
}

/** `/media/organizations/{no}`: an organisation, its staff, and (for press officers) its staff's accreditations. */
export function OrganizationPage() {
  const { t } = useTranslation(['mediaOrganizations', 'common']);
  const no = recordNoOf(useParams().no);
  const query = useQuery({
    ...entityQuery('MediaOrganization', no ?? 0, { fields: FIELDS }),
    enabled: no !== undefined,
  });
  const organization = query.data?.data as OrganizationRecord | undefined;
  return (
    <PageLayout
      title={organization?.name ?? t('common:sections.mediaOrganization')}
      actions={organization ? <OrganizationActions organization={organization} /> : null}
    >
      <QueryContent
        query={query}
        notFound={no === undefined}
        loadingText={t('common:app.loading')}
        notFoundText={t('notFound')}
        retryLabel={t('retry')}
      >
        {(answer) => <OrganizationContent organization={answer.data as OrganizationRecord} />}
      </QueryContent>
    </PageLayout>
  );
}
