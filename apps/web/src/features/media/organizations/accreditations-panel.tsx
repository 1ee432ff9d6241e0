import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import {
  accreditationStepsFor,
  type AccreditationFunction,
  type AccreditationStatus,
  type AccreditationStep,
} from '@libero/shared/media/organizations';
import type { VisFilter } from '@libero/shared/vis/request-builder';
import { formatDate } from '../../../lib/dates/date-formats';
import { useEntityList } from '../../../lib/entities/entity-queries';
import { errorMessage } from '../../../lib/error-message';
import { useCurrentUser } from '../../../lib/session/current-user';
import { Alert } from '../../../ui/alert';
import { Badge, type BadgeTone } from '../../../ui/badge';
import { Button, buttonClassName } from '../../../ui/button';
import { FoldablePanel } from '../../../ui/foldable-panel';
import { TextLink } from '../../../ui/text-link';
import { takeAccreditationStep } from './accreditations-api';
import { accreditationActors } from './media-permissions';
import { badgePath, mediaPersonPath } from './organization-paths';
import { RefuseAccreditationDialog } from './refuse-accreditation-dialog';
import { RequestAccreditationDialog } from './request-accreditation-dialog';
import { useAccreditationAction } from './use-accreditation-action';

export type AccreditationRow = {
  no: number;
  noPerson: number;
  personName: string;
  eventName: string;
  eventStartDate: string;
  eventEndDate: string;
  mediaOrganizationName: string | null;
  function: AccreditationFunction;
  status: AccreditationStatus;
  badgeNumber: string | null;
  reason: string | null;
  version: number;
};

const FIELDS = [
  'No',
  'NoPerson',
  'PersonName',
  'EventName',
  'EventStartDate',
  'EventEndDate',
  'MediaOrganizationName',
  'Function',
  'Status',
  'BadgeNumber',
  'Reason',
  'Version',
];

const TONES: Record<AccreditationStatus, BadgeTone> = {
  requested: 'info',
  approved: 'success',
  refused: 'danger',
  withdrawn: 'neutral',
};

export function AccreditationStatusBadge({ status }: { status: AccreditationStatus }) {
  const { t } = useTranslation('mediaOrganizations');
  return <Badge tone={TONES[status]}>{t(`statuses.${status}`)}</Badge>;
}

/** The steps the user may take on one accreditation: approve and withdraw at once, refuse with a reason. */
function AccreditationSteps({ row }: { row: AccreditationRow }) {
  const { t } = useTranslation('mediaOrganizations');
  const user = useCurrentUser();
  const action = useAccreditationAction();
  const [refusing, setRefusing] = useState(false);
  const steps = accreditationStepsFor(row.status, accreditationActors(user, row.noPerson));
  const take = (step: AccreditationStep) =>
    step === 'refuse'
      ? setRefusing(true)
      : action.mutate({
          id: `${row.no}:${step}`,
          run: () => takeAccreditationStep(row.no, step, row.version),
          done: t(`accreditations.done.${step}`),
        });
  return (
    <>
      {steps.map((step) => (
        <Button
          key={step}
          variant={step === 'approve' ? 'primary' : 'secondary'}
          pending={action.isPending && action.variables.id === `${row.no}:${step}`}
          aria-label={t(`accreditations.stepsFor.${step}`, { event: row.eventName, name: row.personName })}
          onClick={() => take(step)}
        >
          {t(`accreditations.steps.${step}`)}
        </Button>
      ))}
      {refusing ? (
        <RefuseAccreditationDialog
          no={row.no}
          version={row.version}
          personName={row.personName}
          onClose={() => setRefusing(false)}
        />
      ) : null}
    </>
  );
}

function AccreditationItem({ row, showPerson }: { row: AccreditationRow; showPerson: boolean }) {
  const { t } = useTranslation('mediaOrganizations');
  return (
    <li className="flex flex-col gap-2 py-3 text-sm sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-slate-900">{row.eventName}</span>
          <AccreditationStatusBadge status={row.status} />
        </p>
        <p className="text-xs text-slate-600">
          {showPerson ? (
            <>
              <TextLink to={mediaPersonPath(row.noPerson)}>{row.personName}</TextLink> ·{' '}
            </>
          ) : null}
          {formatDate(row.eventStartDate)} – {formatDate(row.eventEndDate)} · {t(`functions.${row.function}`)}
          {row.mediaOrganizationName ? ` · ${row.mediaOrganizationName}` : ''}
          {row.badgeNumber ? ` · ${t('accreditations.badgeNumber', { number: row.badgeNumber })}` : ''}
        </p>
        {row.reason ? (
          <p className="text-xs text-slate-700">{t('accreditations.reason', { reason: row.reason })}</p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {row.status === 'approved' ? (
          <a href={badgePath(row.no)} download className={buttonClassName('secondary')}>
            <Download aria-hidden="true" className="size-4" />
            {t('accreditations.badge')}
          </a>
        ) : null}
        <AccreditationSteps row={row} />
      </div>
    </li>
  );
}

type AccreditationsListProps = { filter: VisFilter; showPerson: boolean };

/** Accreditations, latest event first, with what the user may do on each. */
export function AccreditationsList({ filter, showPerson }: AccreditationsListProps) {
  const { t } = useTranslation('mediaOrganizations');
  const query = useEntityList('MediaAccreditation', {
    fields: FIELDS,
    filter,
    sort: ['-EventStartDate', 'PersonName'],
    page: { skip: 0, take: 200 },
  });
  const rows = (query.data?.data ?? []) as AccreditationRow[];
  if (query.isError) return <Alert tone="error">{errorMessage(query.error)}</Alert>;
  if (query.isSuccess && rows.length === 0) return <p className="text-sm text-slate-600">{t('accreditations.none')}</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {rows.map((row) => (
        <AccreditationItem key={row.no} row={row} showPerson={showPerson} />
      ))}
    </ul>
  );
}

/**
 * A media person's accreditations, shown to them and to press officers: they ask for one, officers
 * approve or refuse, an approved one's badge downloads as a PDF.
 */
export function AccreditationsPanel({ personNo, position }: { personNo: number; position: string | null }) {
  const { t } = useTranslation('mediaOrganizations');
  const user = useCurrentUser();
  const [requesting, setRequesting] = useState(false);
  if (accreditationActors(user, personNo).length === 0) return null;
  const guess = /photo/i.test(position ?? '') ? 'photographer' : 'journalist';
  return (
    <FoldablePanel
      title={t('accreditations.title')}
      actions={
        <Button variant="secondary" onClick={() => setRequesting(true)}>
          {t('accreditations.request')}
        </Button>
      }
    >
      <AccreditationsList filter={{ NoPerson: personNo }} showPerson={false} />
      {requesting ? (
        <RequestAccreditationDialog personNo={personNo} defaultFunction={guess} onClose={() => setRequesting(false)} />
      ) : null}
    </FoldablePanel>
  );
}
