import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../ui/badge';
import type { ImportStatus } from './imports-api';

const TONES: Record<ImportStatus, BadgeTone> = {
  uploaded: 'neutral',
  checked: 'info',
  running: 'info',
  stopping: 'warning',
  stopped: 'warning',
  done: 'success',
  failed: 'danger',
  undone: 'plain',
};

export function ImportStatusBadge({ status }: { status: ImportStatus }) {
  const { t } = useTranslation('imports');
  return <Badge tone={TONES[status]}>{t(`statuses.${status}`)}</Badge>;
}
