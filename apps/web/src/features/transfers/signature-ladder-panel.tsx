import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SIGNATURE_STAGES, type TransferParty } from '@libero/shared/transfers/signature-ladder';
import type { TTransferDossier } from '@libero/shared/transfers/transfer-api';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FoldablePanel } from '../../ui/foldable-panel';
import { SignatureStateBadge } from './status-badges';
import { removeSignature, sign } from './transfer-api';
import { formatMoment } from './transfer-format';
import { useTransferStep } from './use-transfer-step';

type Signature = TTransferDossier['signatures'][number];
type Step = ReturnType<typeof useTransferStep>;

const STAGE_KEYS = ['first', 'second', 'third'] as const;

function Detail({ term, children }: { term: string; children: string }) {
  return (
    <div className="flex gap-1">
      <dt className="text-slate-600">{term}:</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </div>
  );
}

type PartyCardProps = {
  party: TransferParty;
  signature: Signature | undefined;
  dossier: TTransferDossier;
  step: Step;
  onRemove: (party: TransferParty) => void;
};

/** One party's signature: who the party is, where their signature stands, and the buttons they get. */
function PartyCard({ party, signature, dossier, step, onRemove }: PartyCardProps) {
  const { t } = useTranslation('transfers');
  const label = t(`parties.${party}`);
  const canSign = dossier.actions.sign.includes(party);
  const canRemove = dossier.actions.removeSignature.includes(party);
  const signNow = () =>
    void step.run({
      id: `sign:${party}`,
      run: () => sign(dossier.no, party, dossier.version),
      done: t('ladder.signed', { party: label }),
    });
  return (
    <li className="flex min-w-0 flex-col gap-1.5 rounded-md border border-slate-200 px-3 py-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="text-sm font-semibold text-slate-900">{label}</h4>
        <SignatureStateBadge state={signature?.state ?? 'notRequired'} />
      </div>
      {signature?.partyName ? <p className="text-sm text-slate-800">{signature.partyName}</p> : null}
      {signature?.signedAt ? (
        <dl className="flex flex-col gap-0.5 text-xs">
          {signature.signedBy ? <Detail term={t('ladder.signedBy')}>{signature.signedBy}</Detail> : null}
          {signature.onBehalfOf ? <Detail term={t('ladder.onBehalfOf')}>{signature.onBehalfOf}</Detail> : null}
          <div className="flex gap-1">
            <dt className="text-slate-600">{t('ladder.signedAt')}:</dt>
            <dd className="text-slate-900">
              <time dateTime={signature.signedAt}>{formatMoment(signature.signedAt)}</time>
            </dd>
          </div>
        </dl>
      ) : null}
      {canSign || canRemove ? (
        <div className="flex flex-wrap gap-2 pt-1">
          {canSign ? (
            <Button
              aria-label={t('ladder.signFor', { party: label })}
              pending={step.pendingId === `sign:${party}`}
              pendingLabel={t('dialog.saving')}
              disabled={step.pending}
              onClick={signNow}
            >
              {t('ladder.sign')}
            </Button>
          ) : null}
          {canRemove ? (
            <Button
              variant="secondary"
              aria-label={t('ladder.removeFor', { party: label })}
              disabled={step.pending}
              onClick={() => onRemove(party)}
            >
              {t('ladder.remove')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/**
 * The signature ladder (issue #9): the player and the receiving club first, then both federations
 * and the releasing club, last the handling body. Each party's state, who signed and when (in the
 * user's time zone), and Sign / Remove where the dossier allows them; removing asks first.
 */
export function SignatureLadderPanel({ dossier }: { dossier: TTransferDossier }) {
  const { t } = useTranslation('transfers');
  const step = useTransferStep(dossier.no);
  const [removing, setRemoving] = useState<TransferParty>();
  const byParty = new Map(dossier.signatures.map((signature) => [signature.party, signature]));

  const confirmRemove = async () => {
    if (!removing) return;
    const label = t(`parties.${removing}`);
    await step.run({
      id: `remove:${removing}`,
      run: () => removeSignature(dossier.no, removing, dossier.version),
      done: t('ladder.removed', { party: label }),
    });
    setRemoving(undefined);
  };

  return (
    <FoldablePanel title={t('ladder.title')}>
      <ol className="flex flex-col gap-3">
        {SIGNATURE_STAGES.map((parties, index) => (
          <li key={STAGE_KEYS[index]} className="flex flex-col gap-2">
            <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
              {t('ladder.stage', { number: index + 1, name: t(`ladder.stages.${STAGE_KEYS[index] ?? 'first'}`) })}
            </h3>
            <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {parties.map((party) => (
                <PartyCard
                  key={party}
                  party={party}
                  signature={byParty.get(party)}
                  dossier={dossier}
                  step={step}
                  onRemove={setRemoving}
                />
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <ConfirmDialog
        open={removing !== undefined}
        title={t('ladder.removeTitle')}
        message={t('ladder.removeConfirm')}
        confirmLabel={t('ladder.removeAction')}
        cancelLabel={t('dialog.cancel')}
        pending={step.pending}
        onCancel={() => setRemoving(undefined)}
        onConfirm={() => void confirmRemove()}
      />
    </FoldablePanel>
  );
}
