import { useId, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isEmpowermentAdmin } from '@libero/shared/auth/permissions';
import { PROJECT_TYPES } from '@libero/shared/empowerment/applications';
import type { VisFilter } from '@libero/shared/vis/request-builder';
import { EntityTable, type EntityColumn, type EntityFilterControl } from '../../../lib/entities/entity-table';
import { useFederationNoOptions } from '../../../lib/entities/federation-options';
import { PageLayout } from '../../../lib/page-layout';
import { actorOf } from '../../../lib/session/actor';
import { useCurrentUser } from '../../../lib/session/current-user';
import { Alert } from '../../../ui/alert';
import { APPLICATION_ENTITY, applicationPagePath, callsQuery } from './application-api';
import { APPLICATION_EXTRA_FIELDS, LINKED_COLUMNS, useBudgetColumn } from './application-columns';
import { CallsPanel } from './calls-panel';

/** What waits for a reviewer: submitted, or under review. */
const WAITING: VisFilter = { Statuses: ['submitted', 'review'] };
/** The queue starts with the application waiting longest. */
const OLDEST_FIRST = { id: 'SubmittedAt', desc: false };

function useColumns(): EntityColumn[] {
  const budget = useBudgetColumn();
  return useMemo(
    (): EntityColumn[] => [
      ...LINKED_COLUMNS,
      { field: 'FederationCode' },
      { field: 'ProjectType' },
      { field: 'CallTitle' },
      budget,
      { field: 'ScoreTotal', align: 'end' },
      { field: 'SubmittedAt' },
      { field: 'Status' },
    ],
    [budget],
  );
}

function useFilters(): EntityFilterControl[] {
  const { t } = useTranslation(['applications', 'empowerment']);
  const federations = useFederationNoOptions();
  const calls = useQuery(callsQuery()).data;
  return useMemo(
    (): EntityFilterControl[] => [
      {
        param: 'type',
        filter: 'ProjectTypes',
        label: t('empowerment:fields.projectType'),
        options: PROJECT_TYPES.map((type) => ({ value: type, label: t(`empowerment:projectTypes.${type}`) })),
      },
      {
        param: 'call',
        filter: 'NoCall',
        label: t('empowerment:fields.call'),
        options: (calls ?? []).map((call) => ({ value: String(call.no), label: call.title })),
      },
      { param: 'federation', filter: 'NoFederation', label: t('empowerment:fields.federation'), options: federations },
    ],
    [t, calls, federations],
  );
}

/**
 * `/empowerment/applications/admin` (reviewers; the route guard sends others to the applications):
 * the applications waiting for a review, oldest first, and the calls for applications.
 */
function ReviewQueue() {
  const { t } = useTranslation(['applications', 'common']);
  const navigate = useNavigate();
  const columns = useColumns();
  const filterControls = useFilters();
  const headingId = useId();
  return (
    <>
      <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-2">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          {t('queue.title')}
        </h2>
        <p className="text-sm text-slate-700">{t('queue.intro')}</p>
        <EntityTable
          entity={APPLICATION_ENTITY}
          caption={t('queue.title')}
          listId="ReviewQueue"
          columns={columns}
          filterControls={filterControls}
          fixedFilter={WAITING}
          defaultSort={OLDEST_FIRST}
          extraFields={APPLICATION_EXTRA_FIELDS}
          onOpen={(row) => navigate(applicationPagePath(Number(row.no)))}
        />
      </section>
      <CallsPanel />
    </>
  );
}

/**
 * `/empowerment/applications/admin`: the applications waiting for a review, and the calls. The
 * route guard also opens it to an administrator acting as someone else (SPEC §6); the server
 * answers that user's rights, so a user who reviews nothing is told so rather than refused.
 */
export function ReviewQueuePage() {
  const { t } = useTranslation(['applications', 'common']);
  const user = useCurrentUser();
  return (
    <PageLayout title={t('common:sections.empowermentAdministration')} fullscreen>
      {isEmpowermentAdmin(actorOf(user)) ? (
        <ReviewQueue />
      ) : (
        <Alert tone="info">{t('queue.notReviewer', { name: `${user.firstName} ${user.lastName}`.trim() })}</Alert>
      )}
    </PageLayout>
  );
}
