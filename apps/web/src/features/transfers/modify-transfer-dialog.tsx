import { useState, type FormEvent } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isAdmin } from '@libero/shared/auth/permissions';
import type { TTransferDossier } from '@libero/shared/transfers/transfer-api';
import { fieldErrorText, useValidatedForm } from '../../lib/form';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { CheckboxField } from '../../ui/form-controls';
import { useCurrentUser } from '../../lib/session/current-user';
import { ClubSelect, ContractFields } from './contract-fields';
import {
  checkContract,
  chosenNo,
  contractOf,
  contractShape,
  recordChoice,
  refusedField,
  requiredChoice,
  type ContractValues,
} from './contract-form';
import { FormDialog } from '../../ui/form-dialog';
import { currentSeason } from './seasons';
import { modifyTransfer } from './transfer-api';
import { isConflict, useTransferStep } from './use-transfer-step';

type ModifyValues = ContractValues & { fromClubNo: string; toClubNo: string; exempt: boolean };

const FIELDS = [
  'firstSeason',
  'lastSeason',
  'contractStart',
  'contractEnd',
  'fromClubNo',
  'toClubNo',
  'exempt',
] as const;

const modifySchema = z
  .object({ ...contractShape, fromClubNo: recordChoice, toClubNo: requiredChoice, exempt: z.boolean() })
  .superRefine(checkContract);

function valuesOf(dossier: TTransferDossier): ModifyValues {
  return {
    firstSeason: String(dossier.firstSeason),
    lastSeason: String(dossier.lastSeason),
    contractStart: dossier.contractStart ?? '',
    contractEnd: dossier.contractEnd ?? '',
    fromClubNo: dossier.releasingClub ? String(dossier.releasingClub.no) : '',
    toClubNo: dossier.receivingClub ? String(dossier.receivingClub.no) : '',
    exempt: dossier.exempt,
  };
}

/** The clubs' fields, of the releasing side (it may have none) and of the receiving one. */
const PARTIES = [
  { side: 'releasing', name: 'fromClubNo', emptyLabel: 'form.noClub' },
  { side: 'receiving', name: 'toClubNo', emptyLabel: 'form.chooseClub' },
] as const;

const optionOf = (club: TTransferDossier['releasingClub']) =>
  club ? { value: String(club.no), label: club.name } : undefined;

export type ModifyTransferDialogProps = { dossier: TTransferDossier; onClose: () => void };

/**
 * Changes the contract and the clubs. Saving asks first: the server then removes every signature
 * given and tells every party by e-mail (SPEC §4). Mounted while open, so that it starts from the
 * transfer as it now is.
 */
export function ModifyTransferDialog({ dossier, onClose }: ModifyTransferDialogProps) {
  const { t } = useTranslation('transfers');
  const admin = isAdmin(useCurrentUser());
  const form = useValidatedForm(modifySchema, valuesOf(dossier));
  const { errors } = form.formState;
  const [confirming, setConfirming] = useState<ModifyValues>();
  const step = useTransferStep(dossier.no);

  const save = async (values: ModifyValues) => {
    const outcome = await step.run({
      id: 'modify',
      run: () =>
        modifyTransfer(dossier.no, {
          version: dossier.version,
          fromClubNo: chosenNo(values.fromClubNo),
          toClubNo: chosenNo(values.toClubNo),
          ...contractOf(values),
          ...(admin ? { exempt: values.exempt } : {}),
        }),
      done: t('modify.done'),
      shownBy: (error) => refusedField(error, FIELDS) !== undefined,
    });
    setConfirming(undefined);
    // Done, or the transfer changed meanwhile (it is read again): the form is out of date.
    if (outcome.done || isConflict(outcome.error)) return onClose();
    const refused = refusedField(outcome.error, FIELDS);
    if (refused) form.setError(refused.field, { type: 'server', message: refused.message }, { shouldFocus: true });
  };
  const submit = (event: FormEvent) => form.handleSubmit((values) => setConfirming(values))(event);

  return (
    <FormDialog open onClose={onClose} title={t('modify.title')} description={t('modify.warning')}>
      <FormProvider {...form}>
        <form noValidate onSubmit={submit} aria-label={t('modify.title')} className="flex flex-col gap-3">
          <ContractFields current={currentSeason()} kept={dossier.firstSeason} />
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {PARTIES.map(({ side, name, emptyLabel }) => (
              <ClubSelect
                key={side}
                name={name}
                label={t(`form.${side}Club`)}
                federationNo={dossier[`${side}Federation`].no}
                emptyLabel={t(emptyLabel)}
                kept={optionOf(dossier[`${side}Club`])}
              />
            ))}
          </div>
          {admin ? (
            <CheckboxField
              label={t('form.exempt')}
              error={fieldErrorText(errors.exempt)}
              {...form.register('exempt')}
            />
          ) : null}
          <div className="flex flex-wrap justify-end gap-2 pt-1">
            <Button variant="secondary" onClick={onClose}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" pending={step.pending} pendingLabel={t('dialog.saving')}>
              {t('modify.save')}
            </Button>
          </div>
        </form>
      </FormProvider>
      <ConfirmDialog
        open={confirming !== undefined}
        title={t('modify.title')}
        message={t('modify.confirm')}
        confirmLabel={t('modify.confirmAction')}
        cancelLabel={t('dialog.cancel')}
        pending={step.pending}
        onCancel={() => setConfirming(undefined)}
        onConfirm={() => (confirming ? void save(confirming) : undefined)}
      />
    </FormDialog>
  );
}
