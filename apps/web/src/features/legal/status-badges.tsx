import { useTranslation } from 'react-i18next';
import type { CaseStatus } from '@libero/shared/legal/legal-cases';
import { Badge, type BadgeTone } from '../../ui/badge';
import { formatDay } from './legal-format';

const STATUS_TONES: Record<CaseStatus, BadgeTone> = {
  draft: 'neutral',
  submitted: 'info',
  awaitingCurrentFederation: 'warning',
  awaitingNewFederation: 'warning',
  underReview: 'info',
  approved: 'success',
  refused: 'danger',
  closed: 'neutral',
  withdrawn: 'neutral',
};

/** A case's status, coloured by where it stands (waiting for a federation, decided, over). */
export function CaseStatusBadge({ status }: { status: CaseStatus }) {
  const { t } = useTranslation('legal');
  return <Badge tone={STATUS_TONES[status]}>{t(`statuses.${status}`)}</Badge>;
}

/** "Overdue": the step the case waits in is past its deadline; with the day it was due when known. */
export function OverdueBadge({ dueDay }: { dueDay?: string | null }) {
  const { t } = useTranslation('legal');
  return <Badge tone="danger">{dueDay ? t('overdue.since', { day: formatDay(dueDay) }) : t('overdue.label')}</Badge>;
}
