import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { TApplicationDossier } from '@libero/shared/empowerment/empowerment-api';
import { PageLayout } from '../../../lib/page-layout';
import { QueryContent, recordNoOf } from '../../../lib/query-content';
import { BackLink } from '../../../ui/back-link';
import { ApplicationActions } from './application-actions';
import { applicationQuery, APPLICATIONS_PATH } from './application-api';
import { ApplicationDecision } from './application-decision';
import { ApplicationDetailsPanel } from './application-details-panel';
import { ApplicationDocumentsPanel } from './application-documents-panel';
import { ApplicationHeader } from './application-header';
import { ApplicationTimeline } from './application-timeline';
import { BudgetTable } from './budget-table';
import { EligibilityPanel, EligibilityVerdicts } from './eligibility-panel';
import { ScorePanel } from './score-panel';

function Dossier({ dossier }: { dossier: TApplicationDossier }) {
  const draft = dossier.status === 'draft';
  return (
    <>
      <ApplicationHeader dossier={dossier} />
      <ApplicationDecision dossier={dossier} />
      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-4">
          <ApplicationDetailsPanel dossier={dossier} />
          <BudgetTable lines={dossier.budget} totalMinor={dossier.budgetTotalMinor} currency={dossier.call.currency} />
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          {draft ? (
            <EligibilityPanel>
              <EligibilityVerdicts verdicts={dossier.eligibility} />
            </EligibilityPanel>
          ) : null}
          {dossier.canScore || !draft ? <ScorePanel dossier={dossier} /> : null}
        </div>
      </div>
      <ApplicationDocumentsPanel dossier={dossier} />
      <ApplicationTimeline dossier={dossier} />
    </>
  );
}

/**
 * `/empowerment/applications/{no}`: one application as its federation and its reviewers work on
 * it: where it stands, its details and budget, eligibility while a draft, the score, attachments,
 * the timeline with comments, the decision, and the steps the dossier allows the viewer.
 */
export function ApplicationPage() {
  const { t } = useTranslation('applications');
  const param = useParams().no ?? '';
  const no = recordNoOf(param);
  const query = useQuery({ ...applicationQuery(no ?? 0), enabled: no !== undefined });
  const dossier = query.data;
  return (
    <PageLayout
      title={dossier ? dossier.title : t('page.title', { no: param })}
      actions={dossier ? <ApplicationActions dossier={dossier} /> : null}
    >
      <BackLink to={APPLICATIONS_PATH}>{t('backToList')}</BackLink>
      <QueryContent
        query={query}
        notFound={no === undefined}
        notFoundText={t('page.notFound')}
        loadingText={t('page.loadingText')}
        retryLabel={t('retry')}
      >
        {(data) => <Dossier dossier={data} />}
      </QueryContent>
    </PageLayout>
  );
}
