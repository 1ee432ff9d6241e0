import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ClipboardList } from 'lucide-react';
import { canOpenEmpowermentAdmin } from '@libero/shared/auth/permissions';
import { EntityTable, type EntityColumn } from '../../../lib/entities/entity-table';
import { PageLayout } from '../../../lib/page-layout';
import { actorOf } from '../../../lib/session/actor';
import { useCurrentUser } from '../../../lib/session/current-user';
import { buttonClassName } from '../../../ui/button';
import { canCreateApplication, isProgrammeFederation } from './application-access';
import { APPLICATION_ENTITY, applicationPagePath, REVIEW_QUEUE_PATH } from './application-api';
import { APPLICATION_EXTRA_FIELDS, LINKED_COLUMNS, useBudgetColumn } from './application-columns';
import { useApplicationsTour } from './applications-tour';
import { FederationPanel } from './federation-panel';
import { NewApplicationButton } from './new-application-dialog';
import { OpenCallsPanel } from './open-calls-panel';
import { HowItWorksLink } from '../../../lib/help-link';

function useColumns(): EntityColumn[] {
  const budget = useBudgetColumn();
  return useMemo(
    (): EntityColumn[] => [
      ...LINKED_COLUMNS,
      { field: 'FederationCode' },
      { field: 'ProjectType' },
      { field: 'CallTitle' },
      budget,
      { field: 'Status' },
      { field: 'ScoreTotal', hidden: true, align: 'end' },
      { field: 'SubmittedAt', hidden: true },
      { field: 'DecidedAt', hidden: true },
    ],
    [budget],
  );
}

/**
 * `/empowerment/applications`, the route named `applications`: what an application is, the
 * federation's standing, the open calls, and the applications the viewer reaches (a federation its
 * own, a reviewer all); a new one for those who may apply. It hosts the guided tour.
 */
export function ApplicationsPage() {
  const { t } = useTranslation(['applications', 'common']);
  const user = useCurrentUser();
  const actor = actorOf(user);
  const navigate = useNavigate();
  const columns = useColumns();
  const listHeadingId = useId();
  useApplicationsTour(user.no);
  // A federation reads its own; the others, every application they reach.
  const listTitle = isProgrammeFederation(actor) ? t('listTitle.own') : t('listTitle.all');
  const actions = (
    <>
      <HowItWorksLink guide="apply-for-empowerment" />
      {canOpenEmpowermentAdmin(actor) ? (
        <Link to={REVIEW_QUEUE_PATH} className={buttonClassName('secondary')}>
          <ClipboardList aria-hidden="true" className="size-4" />
          {t('reviewQueueLink')}
        </Link>
      ) : null}
      {canCreateApplication(actor) ? <NewApplicationButton /> : null}
    </>
  );
  return (
    <PageLayout title={t('common:sections.empowermentApplications')} fullscreen actions={actions}>
      <p data-tour="applications-intro" className="max-w-4xl text-sm text-slate-700">
        {t('intro')}
      </p>
      <div className="grid grid-cols-1 items-start gap-4 md:grid-cols-2">
        <FederationPanel />
        <OpenCallsPanel />
      </div>
      <section data-tour="your-applications" aria-labelledby={listHeadingId} className="flex min-w-0 flex-col gap-2">
        <h2 id={listHeadingId} className="text-base font-semibold text-slate-900">
          {listTitle}
        </h2>
        <EntityTable
          entity={APPLICATION_ENTITY}
          caption={listTitle}
          columns={columns}
          extraFields={APPLICATION_EXTRA_FIELDS}
          onOpen={(row) => navigate(applicationPagePath(Number(row.no)))}
        />
      </section>
    </PageLayout>
  );
}
