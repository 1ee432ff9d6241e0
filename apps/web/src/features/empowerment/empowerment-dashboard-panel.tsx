import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TEmpowermentSummary } from '@libero/shared/empowerment/empowerment-api';
import { errorMessage } from '../../lib/error-message';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { FoldablePanel } from '../../ui/foldable-panel';
import { TextLink } from '../../ui/text-link';
import { ApplicationStatusBadge } from './applications/application-status-badge';
import { applicationPagePath, summaryQuery } from './projects/project-api';
import { formatDay } from './projects/project-format';

const APPLICATIONS_PATH = '/empowerment/applications';

type Todo = TEmpowermentSummary['todo'][number];

function Part({ title, empty, children }: { title: string; empty: string; children: ReactNode[] }) {
  return (
    <section aria-label={title} className="flex min-w-0 flex-col gap-1">
      <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{title}</h3>
      {children.length === 0 ? (
        <p className="text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">{children}</ul>
      )}
    </section>
  );
}

function TodoItem({ todo }: { todo: Todo }) {
  const { t } = useTranslation('projects');
  return (
    <li className="py-1.5">
      <Link
        to={todo.path}
        className="flex flex-col rounded-sm hover:bg-sky-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
      >
        <span className="font-medium text-sky-800">{t(`dashboard.todo.${todo.kind}`, { count: todo.count })}</span>
        <span className="break-words text-slate-600">{todo.title}</span>
      </Link>
    </li>
  );
}

function SummaryParts({ summary }: { summary: TEmpowermentSummary }) {
  const { t } = useTranslation(['projects', 'empowerment']);
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
      <Part title={t('projects:dashboard.todoTitle')} empty={t('projects:dashboard.todoEmpty')}>
        {summary.todo.map((todo, index) => (
          <TodoItem key={`${todo.kind}-${todo.path}-${index}`} todo={todo} />
        ))}
      </Part>
      <Part title={t('projects:dashboard.applicationsTitle')} empty={t('projects:dashboard.applicationsEmpty')}>
        {summary.applications.map((application) => (
          <li key={application.no} className="flex flex-wrap items-center gap-x-2 gap-y-1 py-1.5">
            <TextLink to={applicationPagePath(application.no)} className="min-w-0 break-words">
              {application.title}
            </TextLink>
            <ApplicationStatusBadge status={application.status} />
            <span className="w-full text-xs text-slate-600">
              {t(`empowerment:projectTypes.${application.projectType}`)}
            </span>
          </li>
        ))}
      </Part>
      <Part title={t('projects:dashboard.callsTitle')} empty={t('projects:dashboard.callsEmpty')}>
        {summary.openCalls.map((call) => (
          <li key={call.no} className="flex flex-col py-1.5">
            <span className="break-words text-slate-900">{call.title}</span>
            <span className="text-xs text-slate-600">
              {t('projects:dashboard.closesOn', { day: formatDay(call.closesOn) })}
            </span>
          </li>
        ))}
      </Part>
    </div>
  );
}

/**
 * The dashboard's empowerment panel: what the user must do next in the programme, its applications
 * and the calls open now, with the way to the applications page.
 */
export function EmpowermentDashboardPanel() {
  const { t } = useTranslation('projects');
  const query = useQuery(summaryQuery());
  return (
    <FoldablePanel
      title={t('dashboard.title')}
      loading={query.isPending}
      className="lg:col-span-2"
      actions={<TextLink to={APPLICATIONS_PATH}>{t('dashboard.applicationsLink')}</TextLink>}
    >
      {query.data ? (
        <SummaryParts summary={query.data} />
      ) : (
        <Alert tone="error" className="flex flex-wrap items-center gap-2">
          <span>{errorMessage(query.error)}</span>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('project.retry')}
          </Button>
        </Alert>
      )}
    </FoldablePanel>
  );
}
