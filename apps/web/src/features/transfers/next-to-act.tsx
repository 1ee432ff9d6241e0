import { useTranslation } from 'react-i18next';
import type { TTransferDossier } from '@libero/shared/transfers/transfer-api';
import type { TransferParty } from '@libero/shared/transfers/signature-ladder';
import { FoldablePanel } from '../../ui/foldable-panel';
import { seasonName } from './seasons';
import { formatMoney } from './transfer-format';

type BlockingReason = TTransferDossier['blocking'][number];

/** A party's label and, when known, who the party is: "Receiving club: VC Lyon". */
function usePartyText(dossier: TTransferDossier) {
  const { t } = useTranslation('transfers');
  const names = new Map(dossier.signatures.map((signature) => [signature.party, signature.partyName]));
  return (party: TransferParty) => {
    const name = names.get(party);
    return name ? t('nextToAct.party', { party: t(`parties.${party}`), name }) : t(`parties.${party}`);
  };
}

/** What holds the transfer up, in words: the season whose window is closed, the amounts still due… */
function useReasonText(dossier: TTransferDossier) {
  const { t } = useTranslation('transfers');
  const partyText = usePartyText(dossier);
  // The reason does not name a currency: it is the fee's (or the payment details').
  const currency = dossier.fee?.currency ?? dossier.paymentDetails?.currency;
  return (reason: BlockingReason): string => {
    switch (reason.code) {
      case 'signatureAwaited':
        return t('blocking.signatureAwaited', { party: partyText(reason.party) });
      case 'paymentDue':
        return t('blocking.paymentDue', {
          due: formatMoney(reason.dueMinor, currency),
          paid: formatMoney(reason.paidMinor, currency),
        });
      case 'windowClosed':
        return t('blocking.windowClosed', { season: seasonName(reason.season) });
      default:
        return t(`blocking.${reason.code}`);
    }
  };
}

const reasonKey = (reason: BlockingReason) => ('party' in reason ? `${reason.code}:${reason.party}` : reason.code);

/** "Next to act": whose signature is awaited now, and every reason the transfer cannot move on. */
export function NextToAct({ dossier }: { dossier: TTransferDossier }) {
  const { t } = useTranslation('transfers');
  const partyText = usePartyText(dossier);
  const reasonText = useReasonText(dossier);
  const { awaiting, blocking } = dossier;
  return (
    <FoldablePanel title={t('nextToAct.title')}>
      {awaiting.length === 0 && blocking.length === 0 ? (
        <p className="text-sm text-slate-600">{t('nextToAct.nobody')}</p>
      ) : null}
      {awaiting.length > 0 ? (
        <div className="flex flex-col gap-1">
          <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{t('nextToAct.awaiting')}</h3>
          <ul className="flex flex-wrap gap-2">
            {awaiting.map((party) => (
              <li
                key={party}
                className="rounded-md bg-amber-50 px-2 py-1 text-sm text-amber-950 ring-1 ring-amber-200 ring-inset"
              >
                {partyText(party)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {blocking.length > 0 ? (
        <div className={`flex flex-col gap-1 ${awaiting.length > 0 ? 'mt-3' : ''}`}>
          <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{t('nextToAct.blocking')}</h3>
          <ul className="list-disc pl-5 text-sm text-slate-900">
            {blocking.map((reason) => (
              <li key={reasonKey(reason)}>{reasonText(reason)}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </FoldablePanel>
  );
}
