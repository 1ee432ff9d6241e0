import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import type { TProjectDossier, TReport } from '@libero/shared/empowerment/empowerment-api';
import { REPORT_KINDS } from '@libero/shared/empowerment/reports';
import { Button } from '../../../ui/button';
import { FoldablePanel } from '../../../ui/foldable-panel';
import { reportDocumentUrl } from './project-api';
import { formatDay, formatMoment } from './project-format';
import { ReportDialog } from './report-dialog';

const LINK = 'text-sky-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-sky-600';

/** "1 Mar 2026 – 31 May 2026", "From 1 Mar 2026", or nothing. */
function usePeriodText(report: TReport): string | undefined {
  const { t } = useTranslation('projects');
  const { periodStart: start, periodEnd: end } = report;
  if (start && end) return t('reports.period', { start: formatDay(start), end: formatDay(end) });
  if (start) return t('reports.periodFrom', { start: formatDay(start) });
  if (end) return t('reports.periodUntil', { end: formatDay(end) });
  return undefined;
}

function ReportItem({ report }: { report: TReport }) {
  const { t } = useTranslation('projects');
  const period = usePeriodText(report);
  return (
    <li className="flex flex-col gap-1 py-2">
      <p className="font-medium break-words text-slate-900">{report.title}</p>
      <p className="text-xs text-slate-600">
        {[t('reports.byAt', { author: report.author, at: formatMoment(report.submittedAt) }), period]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <details className="group">
        <summary className="w-fit cursor-pointer rounded-sm text-sky-800 focus-visible:outline-2 focus-visible:outline-sky-600">
          {t('reports.readText')}
        </summary>
        <p className="mt-1 break-words whitespace-pre-line text-slate-800">{report.body}</p>
      </details>
      {report.document ? (
        <a href={reportDocumentUrl(report.no)} download className={`${LINK} w-fit break-all`}>
          {report.document.fileName}
        </a>
      ) : null}
    </li>
  );
}

/** The reports the dossier shows the viewer (SPEC §6 decides which), by kind, newest first. */
function ReportsByKind({ reports }: { reports: readonly TReport[] }) {
  const { t } = useTranslation('empowerment');
  const groups = REPORT_KINDS.map((kind) => ({
    kind,
    reports: reports
      .filter((report) => report.kind === kind)
      .sort((a, b) => b.submittedAt.localeCompare(a.submittedAt)),
  })).filter((group) => group.reports.length > 0);
  return (
    <div className="flex flex-col gap-3">
      {groups.map((group) => (
        <section key={group.kind} aria-label={t(`reportKinds.${group.kind}`)}>
          <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {t(`reportKinds.${group.kind}`)}
          </h3>
          <ul className="divide-y divide-slate-100 text-sm">
            {group.reports.map((report) => (
              <ReportItem key={report.no} report={report} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** The project's reports the viewer may read, and "Add report" with the kinds it may add now. */
export function ReportsPanel({ dossier }: { dossier: TProjectDossier }) {
  const { t } = useTranslation('projects');
  const [adding, setAdding] = useState(false);
  return (
    <FoldablePanel
      title={t('reports.title')}
      actions={
        dossier.reportKinds.length > 0 ? (
          <Button variant="secondary" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" className="size-4" />
            {t('reports.add.button')}
          </Button>
        ) : null
      }
    >
      {dossier.reports.length === 0 ? (
        <p className="text-sm text-slate-600">{t('reports.empty')}</p>
      ) : (
        <ReportsByKind reports={dossier.reports} />
      )}
      {adding ? <ReportDialog dossier={dossier} onClose={() => setAdding(false)} /> : null}
    </FoldablePanel>
  );
}
