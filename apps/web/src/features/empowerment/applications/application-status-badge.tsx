import { useTranslation } from 'react-i18next';
import type { ApplicationStatus } from '@libero/shared/statuses/statuses';
import { Badge, type BadgeTone } from '../../../ui/badge';

const STATUS_TONES: Record<ApplicationStatus, BadgeTone> = {
  draft: 'neutral',
  submitted: 'info',
  review: 'warning',
  approved: 'success',
  notApproved: 'danger',
};

/** An application's status, coloured by where it stands. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('empowerment');
  return <Badge tone={STATUS_TONES[status]}>{t(`applicationStatuses.${status}`)}</Badge>;
}
