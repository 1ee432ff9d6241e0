import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PROJECT_TYPES } from '@libero/shared/empowerment/applications';
import { PROJECT_STATUSES } from '@libero/shared/empowerment/empowerment-api';
import {
  EntityTable,
  type EntityColumn,
  type EntityFilterControl,
  type EntityRow,
} from '../../../lib/entities/entity-table';
import { useFederationNoOptions } from '../../../lib/entities/federation-options';
import { PageLayout } from '../../../lib/page-layout';
import { TextLink } from '../../../ui/text-link';
import { ProjectStatusBadge } from './project-badges';
import { projectPagePath } from './project-api';
import { money } from './project-format';

const isProjectStatus = (value: unknown): value is (typeof PROJECT_STATUSES)[number] =>
  (PROJECT_STATUSES as readonly unknown[]).includes(value);

/** An amount of the row in its currency; empty when the row has none. */
const amountCell = (key: 'budgetTotal' | 'paidTotal') => (row: EntityRow) =>
  typeof row[key] === 'number' && typeof row.currency === 'string' ? money(row[key], row.currency) : '';

const linkCell = (key: 'no' | 'title') => (row: EntityRow) => (
  <TextLink to={projectPagePath(Number(row.no))}>{String(row[key] ?? '')}</TextLink>
);

const COLUMNS: readonly EntityColumn[] = [
  { field: 'No', hideable: false, cell: linkCell('no') },
  { field: 'Title', hideable: false, cell: linkCell('title') },
  { field: 'FederationCode' },
  { field: 'ProjectType' },
  { field: 'StartDate' },
  { field: 'EndDate' },
  { field: 'BudgetTotal', align: 'end', cell: amountCell('budgetTotal') },
  { field: 'PaidTotal', align: 'end', hidden: true, cell: amountCell('paidTotal') },
  { field: 'CoachName', hidden: true },
  { field: 'Status', cell: (row) => (isProjectStatus(row.status) ? <ProjectStatusBadge status={row.status} /> : null) },
];

function useProjectFilters(): EntityFilterControl[] {
  const { t } = useTranslation(['projects', 'empowerment']);
  const federations = useFederationNoOptions();
  return useMemo(
    (): EntityFilterControl[] => [
      {
        param: 'status',
        filter: 'Statuses',
        label: t('projects:list.filters.status'),
        options: PROJECT_STATUSES.map((status) => ({
          value: status,
          label: t(`empowerment:projectStatuses.${status}`),
        })),
      },
      {
        param: 'type',
        filter: 'ProjectTypes',
        label: t('projects:list.filters.type'),
        options: PROJECT_TYPES.map((type) => ({ value: type, label: t(`empowerment:projectTypes.${type}`) })),
      },
      {
        param: 'federation',
        filter: 'NoFederation',
        label: t('projects:list.filters.federation'),
        options: federations,
      },
    ],
    [t, federations],
  );
}

/**
 * `/empowerment/projects`: the development projects the user reaches (a reviewer's all, a
 * federation's own, a coach's those it is sent to): search, filters, export; a row opens its project.
 */
export function ProjectsPage() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const filterControls = useProjectFilters();
  const title = t('sections.empowermentProjects');
  return (
    <PageLayout title={title} fullscreen>
      <EntityTable
        entity="DevelopmentProject"
        caption={title}
        columns={COLUMNS}
        filterControls={filterControls}
        extraFields={['Currency']}
        onOpen={(row) => navigate(projectPagePath(Number(row.no)))}
      />
    </PageLayout>
  );
}
