import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { TProjectDossier } from '@libero/shared/empowerment/empowerment-api';
import { errorMessage } from '../../lib/error-message';
import { httpStatusOf } from '../../lib/http';
import { PageLayout } from '../../lib/page-layout';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { TextLink } from '../../ui/text-link';
import { InvoicesPanel } from './invoices-panel';
import { MilestonesPanel } from './milestones-panel';
import { PROJECTS_PATH, projectQuery } from './project-api';
import { ProjectEditDialog } from './project-edit-dialog';
import { ProjectHeader } from './project-header';
import { ReportsPanel } from './reports-panel';
import { ShipmentsPanel } from './shipments-panel';

/** Statuses meaning "no such project for you": the server hides projects from those it does not concern. */
const NOT_FOUND_STATUSES: ReadonlySet<number | undefined> = new Set([403, 404]);

/** Equipment is shipped for equipment projects; any other shows its shipments only if it has some. */
const hasShipments = (dossier: TProjectDossier) =>
  dossier.projectType === 'volleyballEquipment' || dossier.shipments.length > 0 || dossier.canAddShipment;

function Dossier({ dossier }: { dossier: TProjectDossier }) {
  return (
    <>
      <ProjectHeader dossier={dossier} />
      <MilestonesPanel dossier={dossier} />
      <InvoicesPanel dossier={dossier} />
      <ReportsPanel dossier={dossier} />
      {hasShipments(dossier) ? <ShipmentsPanel dossier={dossier} /> : null}
    </>
  );
}

/** "Edit project", for reviewers. */
function EditProjectButton({ dossier }: { dossier: TProjectDossier }) {
  const { t } = useTranslation('projects');
  const [editing, setEditing] = useState(false);
  if (!dossier.canEdit) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setEditing(true)}>
        {t('edit.button')}
      </Button>
      {editing ? <ProjectEditDialog dossier={dossier} onClose={() => setEditing(false)} /> : null}
    </>
  );
}

/**
 * `/empowerment/projects/{no}`: a development project as its federation, its coach and the
 * reviewers work on it: where it stands and its budget, its milestones, invoices, reports and
 * equipment shipments, with the steps the dossier allows the viewer.
 */
export function ProjectPage() {
  const { t } = useTranslation('projects');
  const param = useParams().no ?? '';
  const no = /^[1-9]\d{0,9}$/.test(param) ? Number(param) : undefined;
  const query = useQuery({ ...projectQuery(no ?? 0), enabled: no !== undefined });
  const dossier = query.data;
  const title = dossier
    ? t('project.title', { no: dossier.no, title: dossier.title })
    : t('project.loading', { no: param });

  let content;
  if (no === undefined || NOT_FOUND_STATUSES.has(httpStatusOf(query.error)))
    content = <Alert tone="error">{t('project.notFound', { no: param })}</Alert>;
  else if (dossier) content = <Dossier dossier={dossier} />;
  else if (query.isError)
    content = (
      <Alert tone="error" className="flex flex-wrap items-center gap-2">
        <span>{errorMessage(query.error)}</span>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('project.retry')}
        </Button>
      </Alert>
    );
  else
    content = (
      <p role="status" className="text-sm text-slate-600">
        {t('project.loadingText')}
      </p>
    );

  return (
    <PageLayout title={title} actions={dossier ? <EditProjectButton dossier={dossier} /> : null}>
      <p className="text-sm">
        <TextLink to={PROJECTS_PATH} className="inline-flex items-center gap-1">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('project.back')}
        </TextLink>
      </p>
      {content}
    </PageLayout>
  );
}
