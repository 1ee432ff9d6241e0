import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { TProjectDossier } from '@libero/shared/empowerment/empowerment-api';
import { PageLayout } from '../../../lib/page-layout';
import { QueryContent, recordNoOf } from '../../../lib/query-content';
import { BackLink } from '../../../ui/back-link';
import { Button } from '../../../ui/button';
import { InvoicesPanel } from './invoices-panel';
import { MilestonesPanel } from './milestones-panel';
import { PROJECTS_PATH, projectQuery } from './project-api';
import { ProjectEditDialog } from './project-edit-dialog';
import { ProjectHeader } from './project-header';
import { ReportsPanel } from './reports-panel';
import { ShipmentsPanel } from './shipments-panel';

/** Equipment is shipped for equipment projects; any other shows its shipments only if it has some. */
const hasShipments = (dossier: TProjectDossier) =>
  dossier.projectType === 'volleyballEquipment' || dossier.shipments.length > 0 || dossier.canAddShipment;

function Dossier({ dossier }: { dossier: TProjectDossier }) {
  return (
    <>
      <ProjectHeader dossier={dossier} />
      <MilestonesPanel dossier={dossier} />
      {/* Invoices are the federation's and the reviewers' business, not the coach's. */}
      {dossier.roles.length > 0 ? <InvoicesPanel dossier={dossier} /> : null}
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
  const no = recordNoOf(param);
  const query = useQuery({ ...projectQuery(no ?? 0), enabled: no !== undefined });
  const dossier = query.data;
  const title = dossier
    ? t('project.title', { no: dossier.no, title: dossier.title })
    : t('project.loading', { no: param });

  return (
    <PageLayout title={title} actions={dossier ? <EditProjectButton dossier={dossier} /> : null}>
      <BackLink to={PROJECTS_PATH}>{t('project.back')}</BackLink>
      <QueryContent
        query={query}
        notFound={no === undefined}
        notFoundText={t('project.notFound', { no: param })}
        loadingText={t('project.loadingText')}
        retryLabel={t('project.retry')}
      >
        {(data) => <Dossier dossier={data} />}
      </QueryContent>
    </PageLayout>
  );
}
