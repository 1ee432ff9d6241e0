import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  BODY_PARTS,
  INJURY_SEVERITIES,
  INJURY_STATUSES,
  type BodyPart,
  type InjurySeverity,
  type InjuryStatus,
} from '@libero/shared/medical/injuries';
import { formatDate } from '../../../lib/dates/date-formats';
import { EntityTable, type EntityColumn, type EntityFilterControl } from '../../../lib/entities/entity-table';
import { useFederationOptions } from '../../../lib/entities/federation-options';
import { PageLayout } from '../../../lib/page-layout';
import { TextLink } from '../../../ui/text-link';
import { ConfidentialNote } from './confidential-note';
import { followUpDue, INJURY_ENTITY, injuryPath } from './injuries-api';
import { FollowUpDueBadge, InjuryStatusBadge, SeverityBadge } from './injury-badges';
import { utcToday } from './injury-form-schema';
import { RecordInjuryButton } from './record-injury-dialog';

const isBodyPart = (value: unknown): value is BodyPart => (BODY_PARTS as readonly unknown[]).includes(value);

function useColumns(): EntityColumn[] {
  const { t } = useTranslation('injuries');
  return useMemo((): EntityColumn[] => {
    const today = utcToday();
    const link = (row: Record<string, unknown>, text: unknown) => (
      <TextLink to={injuryPath(Number(row.no))}>{String(text ?? '')}</TextLink>
    );
    return [
      { field: 'No', hideable: false, cell: (row) => link(row, row.no) },
      { field: 'PlayerName', hideable: false, cell: (row) => link(row, row.playerName) },
      { field: 'FederationCode' },
      { field: 'OccurredOn' },
      { field: 'BodyPart', cell: (row) => (isBodyPart(row.bodyPart) ? t(`bodyParts.${row.bodyPart}`) : '') },
      { field: 'InjuryType', hidden: true },
      { field: 'Severity', cell: (row) => <SeverityBadge severity={row.severity as InjurySeverity} /> },
      { field: 'Status', cell: (row) => <InjuryStatusBadge status={row.status as InjuryStatus} /> },
      { field: 'ExpectedReturnOn' },
      {
        field: 'FollowUpOn',
        cell: (row) => (
          <span className="flex flex-wrap items-center gap-1">
            {typeof row.followUpOn === 'string' ? formatDate(row.followUpOn) : ''}
            {followUpDue(
              { followUpOn: (row.followUpOn as string | null) ?? null, status: row.status as InjuryStatus },
              today,
            ) ? (
              <FollowUpDueBadge />
            ) : null}
          </span>
        ),
      },
      { field: 'TreatingPersonName', hidden: true },
      { field: 'DocumentCount', hidden: true },
    ];
  }, [t]);
}

function useFilters(): EntityFilterControl[] {
  const { t } = useTranslation('injuries');
  const federations = useFederationOptions();
  return useMemo(
    (): EntityFilterControl[] => [
      {
        param: 'status',
        filter: 'Statuses',
        label: t('filters.status'),
        options: INJURY_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
      },
      {
        param: 'severity',
        filter: 'Severities',
        label: t('filters.severity'),
        options: INJURY_SEVERITIES.map((severity) => ({ value: severity, label: t(`severities.${severity}`) })),
      },
      { param: 'federation', filter: 'FederationCode', label: t('filters.federation'), options: federations },
    ],
    [t, federations],
  );
}

/** `/medical/injuries`: the injuries the user may read (search, filters, export); a row opens its injury. */
export function InjuriesPage() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const columns = useColumns();
  const filterControls = useFilters();
  const title = t('sections.injuries');
  return (
    <PageLayout title={title} fullscreen actions={<RecordInjuryButton />}>
      <ConfidentialNote />
      <EntityTable
        entity={INJURY_ENTITY}
        caption={title}
        columns={columns}
        filterControls={filterControls}
        onOpen={(row) => navigate(injuryPath(Number(row.no)))}
      />
    </PageLayout>
  );
}
