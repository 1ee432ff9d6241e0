import { useTranslation } from 'react-i18next';
import type { InjurySeverity, InjuryStatus } from '@libero/shared/medical/injuries';
import { Badge, type BadgeTone } from '../../../ui/badge';

const STATUS_TONES: Record<InjuryStatus, BadgeTone> = { active: 'danger', recovering: 'warning', recovered: 'success' };
const SEVERITY_TONES: Record<InjurySeverity, BadgeTone> = {
  minor: 'neutral',
  moderate: 'info',
  severe: 'warning',
  careerThreatening: 'danger',
};

export function InjuryStatusBadge({ status }: { status: InjuryStatus }) {
  const { t } = useTranslation('injuries');
  return <Badge tone={STATUS_TONES[status]}>{t(`statuses.${status}`)}</Badge>;
}

export function SeverityBadge({ severity }: { severity: InjurySeverity }) {
  const { t } = useTranslation('injuries');
  return <Badge tone={SEVERITY_TONES[severity]}>{t(`severities.${severity}`)}</Badge>;
}

export function FollowUpDueBadge() {
  const { t } = useTranslation('injuries');
  return <Badge tone="warning">{t('followUpDue')}</Badge>;
}
