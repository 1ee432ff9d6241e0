import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { TCaseDossier } from '@libero/shared/legal/legal-api';
import { PageLayout } from '../../lib/page-layout';
import { QueryContent, recordNoOf } from '../../lib/query-content';
import { BackLink } from '../../ui/back-link';
import { CaseActions } from './case-actions';
import { CaseDocumentsPanel } from './case-documents-panel';
import { CaseHeader } from './case-header';
import { DecisionPanel } from './decision-panel';
import { CASE_LIST_PATHS, caseQuery } from './legal-api';
import { PartiesPanel } from './parties-panel';
import { RegistrationsPanel } from './registrations-panel';
import { RulesPanel } from './rules-panel';
import { StatementsPanel } from './statements-panel';
import { TimelinePanel } from './timeline-panel';

function Dossier({ dossier }: { dossier: TCaseDossier }) {
  return (
    <>
      <CaseHeader dossier={dossier} />
      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2">
        <PartiesPanel dossier={dossier} />
        <StatementsPanel dossier={dossier} />
      </div>
      {dossier.kind === 'originChange' ? <RulesPanel dossier={dossier} /> : <RegistrationsPanel dossier={dossier} />}
      <DecisionPanel dossier={dossier} />
      <CaseDocumentsPanel dossier={dossier} />
      <TimelinePanel dossier={dossier} />
    </>
  );
}

/**
 * `/legal/cases/{no}`: one legal case of either kind as its parties work on it: where it stands and
 * whose turn it is, the parties and statements, a change's eligibility rules or a determination's
 * evidence, the documents, the timeline, the decision, and the steps the dossier allows the viewer.
 */
export function CasePage() {
  const { t } = useTranslation('legal');
  const param = useParams().no ?? '';
  const no = recordNoOf(param);
  const query = useQuery({ ...caseQuery(no ?? 0), enabled: no !== undefined });
  const dossier = query.data;
  const title = dossier
    ? t('case.title', { kind: t(`kinds.${dossier.kind}`), no: dossier.no, player: dossier.player.name })
    : t('case.loading', { no: param });

  return (
    <PageLayout title={title} actions={dossier ? <CaseActions dossier={dossier} /> : null}>
      {dossier ? <BackLink to={CASE_LIST_PATHS[dossier.kind]}>{t(`case.back.${dossier.kind}`)}</BackLink> : null}
      <QueryContent
        query={query}
        notFound={no === undefined}
        notFoundText={t('case.notFound', { no: param })}
        loadingText={t('case.loadingText')}
        retryLabel={t('case.retry')}
      >
        {(data) => <Dossier dossier={data} />}
      </QueryContent>
    </PageLayout>
  );
}
