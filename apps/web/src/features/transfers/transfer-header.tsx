import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import { CERTIFIED_STATUSES } from '@libero/shared/transfers/transfer-progress';
import type { TTransferDossier } from '@libero/shared/transfers/transfer-api';
import { buttonClassName } from '../../ui/button';
import { TextLink } from '../../ui/text-link';
import { Fact } from '../../ui/fact';
import { TransferStatusBadge } from './status-badges';
import { transferCertificateUrl } from './transfer-api';
import { formatDay, seasonsText } from './transfer-format';

/** The certificate, a PDF, once the transfer is approved; its name says which ITC it is. */
function CertificateLink({ dossier }: { dossier: TTransferDossier }) {
  const { t } = useTranslation('transfers');
  if (!CERTIFIED_STATUSES.includes(dossier.status)) return null;
  const label = dossier.itcNumber
    ? t('certificate.downloadNumbered', { itc: dossier.itcNumber })
    : t('certificate.download');
  return (
    <a href={transferCertificateUrl(dossier.no)} download aria-label={label} className={buttonClassName('secondary')}>
      <Download aria-hidden="true" className="size-4" />
      {t('certificate.download')}
    </a>
  );
}

/** Who moves, where the transfer stands, its ITC number and seasons; the certificate once there is one. */
export function TransferHeader({ dossier }: { dossier: TTransferDossier }) {
  const { t } = useTranslation('transfers');
  return (
    <section
      aria-label={t('page.summary')}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3 shadow-xs"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <p className="text-lg font-semibold text-slate-900">
          <TextLink to={`/players/${dossier.player.no}`}>{dossier.player.name}</TextLink>
        </p>
        <TransferStatusBadge status={dossier.status} />
        <div className="ml-auto">
          <CertificateLink dossier={dossier} />
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Fact term={t('fields.itcNumber')}>{dossier.itcNumber ?? t('page.noItc')}</Fact>
        <Fact term={t('contract.seasons')}>{seasonsText(dossier.firstSeason, dossier.lastSeason)}</Fact>
        <Fact term={t('page.route')}>
          {`${dossier.releasingFederation.code ?? dossier.releasingFederation.name} → ${dossier.receivingFederation.code ?? dossier.receivingFederation.name}`}
        </Fact>
        <Fact term={t('page.createdAt')}>{formatDay(dossier.createdAt)}</Fact>
      </dl>
    </section>
  );
}
