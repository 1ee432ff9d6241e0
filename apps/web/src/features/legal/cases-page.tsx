import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  CASE_ROLES,
  CASE_STATUSES,
  type CaseKind,
  type CaseRole,
  type CaseStatus,
} from '@libero/shared/legal/legal-cases';
import { EntityTable, type EntityColumn, type EntityFilterControl } from '../../lib/entities/entity-table';
import { useFederationOptions } from '../../lib/entities/federation-options';
import { PageLayout } from '../../lib/page-layout';
import { TextLink } from '../../ui/text-link';
import { CASE_ENTITIES, casePagePath } from './legal-api';
import { NewCaseButton } from './new-case-dialog';
import { OverdueBadge } from './status-badges';
import { HowItWorksLink } from '../../lib/help-link';

/** The section (title) of each kind's list. */
const SECTIONS = { originChange: 'federationOfOriginChanges', determination: 'determinationsOfFederation' } as const;

const isRole = (value: unknown): value is CaseRole => (CASE_ROLES as readonly unknown[]).includes(value);

/** The columns of each kind's list: its own federations between the player and the status. */
const FEDERATION_COLUMNS: Readonly<Record<CaseKind, readonly EntityColumn[]>> = {
  originChange: [{ field: 'FederationFromCode' }, { field: 'FederationToCode' }],
  determination: [{ field: 'ApplicantFederationCode' }, { field: 'DecidedFederationCode' }],
};

function useCaseColumns(kind: CaseKind): EntityColumn[] {
  const { t } = useTranslation('legal');
  return useMemo(
    (): EntityColumn[] => [
      {
        field: 'No',
        hideable: false,
        cell: (row) => <TextLink to={casePagePath(Number(row.no))}>{String(row.no)}</TextLink>,
      },
      {
        field: 'PlayerName',
        hideable: false,
        cell: (row) => <TextLink to={casePagePath(Number(row.no))}>{String(row.playerName ?? '')}</TextLink>,
      },
      ...FEDERATION_COLUMNS[kind],
      { field: 'Status', cell: (row) => t(`statuses.${row.status as CaseStatus}`) },
      {
        field: 'AwaitedRole',
        hidden: true,
        cell: (row) => (isRole(row.awaitedRole) ? t(`roles.${row.awaitedRole}`) : ''),
      },
      { field: 'DueDate' },
      { field: 'Overdue', cell: (row) => (row.overdue ? <OverdueBadge /> : null) },
      { field: 'SubmittedAt', hidden: true },
      { field: 'DecidedAt', hidden: true },
    ],
    [kind, t],
  );
}

function useCaseFilters(): EntityFilterControl[] {
  const { t } = useTranslation(['legal', 'common']);
  const federations = useFederationOptions();
  return useMemo(
    (): EntityFilterControl[] => [
      {
        param: 'status',
        filter: 'Statuses',
        label: t('legal:filters.status'),
        options: CASE_STATUSES.map((status) => ({ value: status, label: t(`legal:statuses.${status}`) })),
      },
      // The 3-letter code of any federation the case concerns.
      { param: 'federation', filter: 'FederationCodes', label: t('legal:filters.federation'), options: federations },
      {
        param: 'overdue',
        filter: (value) => ({ Overdue: value === 'yes' }),
        label: t('legal:filters.overdue'),
        options: [
          { value: 'yes', label: t('common:yes') },
          { value: 'no', label: t('common:no') },
        ],
      },
    ],
    [t, federations],
  );
}

/** The list of one kind of case: search, filters, export; a row opens its case. */
function CasesPage({ kind }: { kind: CaseKind }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const columns = useCaseColumns(kind);
  const filterControls = useCaseFilters();
  const title = t(`sections.${SECTIONS[kind]}`);
  return (
    <PageLayout
      title={title}
      fullscreen
      actions={
        <>
          {kind === 'originChange' ? <HowItWorksLink guide="file-legal-case" /> : null}
          <NewCaseButton kind={kind} />
        </>
      }
    >
      <EntityTable
        entity={CASE_ENTITIES[kind]}
        caption={title}
        columns={columns}
        filterControls={filterControls}
        onOpen={(row) => navigate(casePagePath(Number(row.no)))}
      />
    </PageLayout>
  );
}

/** `/legal/foo-changes`: the changes of federation of origin the user is a party to (all of them for admins). */
export function OriginChangesPage() {
  return <CasesPage kind="originChange" />;
}

/** `/legal/determinations-of-federation`: the determinations of federation the user is a party to. */
export function DeterminationsPage() {
  return <CasesPage kind="determination" />;
}
