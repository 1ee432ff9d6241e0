import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTransferDossier } from '@libero/shared/transfers/transfer-api';
import { Button } from '../../ui/button';
import { FoldablePanel } from '../../ui/foldable-panel';
import { DetailsList, type Detail } from '../../ui/details-list';
import { ModifyTransferDialog } from './modify-transfer-dialog';
import { seasonName } from './seasons';
import { formatDay, formatMoment, seasonsText } from './transfer-format';

/** The transfer window of the first season: its days, whether it is open, and an exception granted. */
function useWindowDetails(dossier: TTransferDossier): Detail[] {
  const { t } = useTranslation('transfers');
  const { window } = dossier;
  const days = t('contract.windowDays', { opens: formatDay(window.opensOn), closes: formatDay(window.closesOn) });
  const details: Detail[] = [
    {
      term: t('contract.window', { season: seasonName(window.season) }),
      value: `${days} · ${window.open ? t('contract.windowOpen') : t('contract.windowClosed')}`,
    },
  ];
  if (window.exception) {
    const by = window.exception.grantedBy ?? '';
    details.push({
      term: t('contract.exception'),
      value: t('contract.exceptionText', {
        reason: window.exception.reason,
        by,
        at: formatMoment(window.exception.grantedAt),
      }),
    });
  }
  return details;
}

/** The seasons covered and the contract's days; "Modify" where the dossier allows it. */
export function ContractPanel({ dossier }: { dossier: TTransferDossier }) {
  const { t } = useTranslation('transfers');
  const [modifying, setModifying] = useState(false);
  const windowDetails = useWindowDetails(dossier);
  const day = (value: string | null) => (value ? formatDay(value) : t('contract.notSet'));
  const details: Detail[] = [
    { term: t('contract.seasons'), value: seasonsText(dossier.firstSeason, dossier.lastSeason) },
    { term: t('form.contractStart'), value: day(dossier.contractStart) },
    { term: t('form.contractEnd'), value: day(dossier.contractEnd) },
    { term: t('contract.exempt'), value: dossier.exempt ? t('contract.yes') : t('contract.no') },
    ...windowDetails,
    ...(dossier.closingReason ? [{ term: t('contract.closingReason'), value: dossier.closingReason }] : []),
  ];
  return (
    <FoldablePanel
      title={t('contract.title')}
      actions={
        dossier.actions.modify ? (
          <Button variant="secondary" onClick={() => setModifying(true)}>
            {t('contract.modify')}
          </Button>
        ) : null
      }
    >
      <DetailsList details={details} />
      {modifying ? <ModifyTransferDialog dossier={dossier} onClose={() => setModifying(false)} /> : null}
    </FoldablePanel>
  );
}
