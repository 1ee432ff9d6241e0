import { useTranslation } from 'react-i18next';
import type { InvoiceStatus } from '@libero/shared/statuses/statuses';
import type { PROJECT_STATUSES } from '@libero/shared/empowerment/empowerment-api';
import type { ShipmentStatus } from '@libero/shared/empowerment/shipments';
import { Badge, type BadgeTone } from '../../../ui/badge';

const INVOICE_TONES: Record<InvoiceStatus, BadgeTone> = {
  0: 'warning',
  1: 'info',
  2: 'success',
  3: 'info',
  4: 'danger',
  5: 'success',
};

/** An invoice's status, coloured by whose turn it is (the federation's, the reviewers') and how it ended. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation('empowerment');
  return <Badge tone={INVOICE_TONES[status]}>{t(`invoiceStatuses.${status}`)}</Badge>;
}

const SHIPMENT_TONES: Record<ShipmentStatus, BadgeTone> = {
  ordered: 'neutral',
  shipped: 'info',
  inCustoms: 'warning',
  delivered: 'success',
};

export function ShipmentStatusBadge({ status }: { status: ShipmentStatus }) {
  const { t } = useTranslation('empowerment');
  return <Badge tone={SHIPMENT_TONES[status]}>{t(`shipmentStatuses.${status}`)}</Badge>;
}

type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  const { t } = useTranslation('empowerment');
  return <Badge tone={status === 'running' ? 'info' : 'neutral'}>{t(`projectStatuses.${status}`)}</Badge>;
}
