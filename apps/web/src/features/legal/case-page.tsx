import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { TCaseDossier } from '@libero/shared/legal/legal-api';
import { errorMessage } from '../../lib/error-message';
import { httpStatusOf } from '../../lib/http';
import { PageLayout } from '../../lib/page-layout';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { TextLink } from '../../ui/text-link';
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

/** Statuses meaning "no such case for you": the server hides cases from those who are no party to them. */
const NOT_FOUND_STATUSES: ReadonlySet<number | undefined> = new Set([403, 404]);

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
  const no = /^[1-9]\d{0,9}$/.test(param) ? Number(param) : undefined;
  const query = useQuery({ ...caseQuery(no ?? 0), enabled: no !== undefined });
  const dossier = query.data;
  const title = dossier
    ? t('case.title', { kind: t(`kinds.${dossier.kind}`), no: dossier.no, player: dossier.player.name })
    : t('case.loading', { no: param });

  let content;
  if (no === undefined || NOT_FOUND_STATUSES.has(httpStatusOf(query.error)))
    content = <Alert tone="error">{t('case.notFound', { no: param })}</Alert>;
  else if (dossier) content = <Dossier dossier={dossier} />;
  else if (query.isError)
    content = (
      <Alert tone="error" className="flex flex-wrap items-center gap-2">
        <span>{errorMessage(query.error)}</span>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('case.retry')}
        </Button>
      </Alert>
    );
  else
    content = (
      <p role="status" className="text-sm text-slate-600">
        {t('case.loadingText')}
      </p>
    );

  return (
    <PageLayout title={title} actions={dossier ? <CaseActions dossier={dossier} /> : null}>
      {dossier ? (
        <p className="text-sm">
          <TextLink to={CASE_LIST_PATHS[dossier.kind]} className="inline-flex items-center gap-1">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t(`case.back.${dossier.kind}`)}
          </TextLink>
        </p>
      ) : null}
      {content}
    </PageLayout>
  );
}
