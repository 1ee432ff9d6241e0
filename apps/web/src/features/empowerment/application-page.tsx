import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { TApplicationDossier } from '@libero/shared/empowerment/empowerment-api';
import { PageLayout } from '../../lib/page-layout';
import { TextLink } from '../../ui/text-link';
import { ApplicationActions } from './application-actions';
import { applicationQuery, APPLICATIONS_PATH } from './application-api';
import { ApplicationDecision } from './application-decision';
import { ApplicationDetailsPanel } from './application-details-panel';
import { ApplicationDocumentsPanel } from './application-documents-panel';
import { ApplicationHeader } from './application-header';
import { ApplicationTimeline } from './application-timeline';
import { BudgetTable } from './budget-table';
import { DossierStatus } from './dossier-status';
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
  const no = /^[1-9]\d{0,9}$/.test(param) ? Number(param) : undefined;
  const query = useQuery({ ...applicationQuery(no ?? 0), enabled: no !== undefined });
  const dossier = query.data;
  return (
    <PageLayout
      title={dossier ? dossier.title : t('page.title', { no: param })}
      actions={dossier ? <ApplicationActions dossier={dossier} /> : null}
    >
      <p className="text-sm">
        <TextLink to={APPLICATIONS_PATH} className="inline-flex items-center gap-1">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('backToList')}
        </TextLink>
      </p>
      <DossierStatus query={query} loadingText={t('page.loadingText')} notFound={no === undefined}>
        {(data) => <Dossier dossier={data} />}
      </DossierStatus>
    </PageLayout>
  );
}
