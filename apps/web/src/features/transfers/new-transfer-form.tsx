import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormProvider, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { isAdmin } from '@libero/shared/auth/permissions';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import type { TCurrentUser } from '@libero/shared/auth/current-user';
import { entityKeys } from '../../lib/entities/entity-queries';
import { errorMessage } from '../../lib/error-message';
import { useValidatedForm } from '../../lib/form';
import { notify } from '../../lib/notifications/notifications-store';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { CheckboxField } from '../../ui/form-controls';
import { TextField } from '../../ui/text-field';
import { useCurrentUser } from '../../lib/session/current-user';
import { useFederationNoOptions } from '../../lib/entities/federation-options';
import { useOwnClub, type OwnClub } from './club-options';
import { ClubSelect, ContractFields } from './contract-fields';
import { FormSelect } from '../../lib/forms/form-select';
import {
  checkContract,
  chosenNo,
  contractOf,
  contractShape,
  recordChoice,
  refusedField,
  type ContractValues,
} from './contract-form';
import type { PickedPlayer } from '../../lib/entities/player-picker';
import { currentSeason } from './seasons';
import { createTransfer, transferKeys, transferPagePath } from './transfer-api';

const NOTICE_MS = 5000;

/** Who starts the transfer decides its receiving side: a club is its own, a federation chooses among its clubs. */
type ReceivingSide = 'ownClub' | 'ownFederation' | 'any';

function receivingSideOf(user: TCurrentUser): ReceivingSide {
  if (isAdmin(user)) return 'any';
  return user.type === UserTypeNo.VolleyClub ? 'ownClub' : 'ownFederation';
}

type NewTransferValues = ContractValues & {
  fromClubNo: string;
  toFederationNo: string;
  toClubNo: string;
  submit: boolean;
};

const FIELDS = [
  'firstSeason',
  'lastSeason',
  'contractStart',
  'contractEnd',
  'fromClubNo',
  'toFederationNo',
  'toClubNo',
] as const;

function newTransferSchema(side: ReceivingSide) {
  return z
    .object({
      ...contractShape,
      fromClubNo: recordChoice,
      toFederationNo: recordChoice,
      toClubNo: recordChoice,
      submit: z.boolean(),
    })
    .superRefine((values, context) => {
      checkContract(values, context);
      // A club user's receiving side is their own club; others choose it (the receiving club signs first).
      if (side === 'ownClub') return;
      if (values.toFederationNo === '')
        context.addIssue({ code: 'custom', path: ['toFederationNo'], message: 'required' });
      if (values.toClubNo === '') context.addIssue({ code: 'custom', path: ['toClubNo'], message: 'required' });
    });
}

/** The form's federation: a Federation user's own, or the one an admin chose. */
function receivingFederation(side: ReceivingSide, user: TCurrentUser, chosen: string): number | undefined {
  if (side === 'ownFederation') return user.typeNo;
  return chosen === '' ? undefined : Number(chosen);
}

export type NewTransferFormProps = { player: PickedPlayer; onCancel: () => void };

/**
 * The transfer's sides, seasons and contract, once the player is selected: the releasing side is the
 * player's federation; the receiving side is the user's own club or federation (admins choose both).
 * Created, the transfer's page opens.
 */
export function NewTransferForm({ player, onCancel }: NewTransferFormProps) {
  const { t } = useTranslation('transfers');
  const user = useCurrentUser();
  const side = receivingSideOf(user);
  const ownClub = useOwnClub(side === 'ownClub' ? user.typeNo : undefined);
  const federations = useFederationNoOptions();
  const client = useQueryClient();
  const navigate = useNavigate();
  const season = String(currentSeason());
  const [schema] = useState(() => newTransferSchema(side));
  const form = useValidatedForm(schema, {
    firstSeason: season,
    lastSeason: season,
    contractStart: '',
    contractEnd: '',
    fromClubNo: '',
    toFederationNo: side === 'ownFederation' ? String(user.typeNo) : '',
    toClubNo: '',
    submit: false,
  });
  const chosenFederation = useWatch({ control: form.control, name: 'toFederationNo' });
  const toFederationNo = receivingFederation(side, user, chosenFederation);
  const federationLabel = (no: number | null | undefined) =>
    federations.find((option) => option.value === String(no))?.label;

  const create = useMutation({
    mutationFn: (values: NewTransferValues) => createTransfer(bodyOf(values, player, side, toFederationNo, ownClub)),
    meta: { silent: true },
    onSuccess: (dossier) => {
      client.setQueryData(transferKeys.detail(dossier.no), dossier);
      void client.invalidateQueries({ queryKey: entityKeys.all('VolleyTransfer') });
      notify({
        kind: 'transfer-created',
        tone: 'success',
        message: t('new.created', { no: dossier.no }),
        duration: NOTICE_MS,
        unique: false,
      });
      void navigate(transferPagePath(dossier.no));
    },
    onError: (error) => {
      const refused = refusedField(error, FIELDS);
      if (refused) form.setError(refused.field, { type: 'server', message: refused.message }, { shouldFocus: true });
    },
  });
  const refusal = create.error && !refusedField(create.error, FIELDS) ? errorMessage(create.error) : undefined;
  const submit = (event: FormEvent) => form.handleSubmit((values) => create.mutate(values))(event);

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} aria-label={t('new.title')} className="flex flex-col gap-3">
        <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <legend className="mb-1 text-sm font-semibold text-slate-900">{t('new.releasingSide')}</legend>
          <TextField
            label={t('form.releasingFederation')}
            value={federationLabel(player.noFederation) ?? player.federationCode ?? t('new.noFederation')}
            readOnly
          />
          <ClubSelect
            name="fromClubNo"
            label={t('form.releasingClub')}
            federationNo={player.noFederation ?? undefined}
            emptyLabel={t('form.noClub')}
          />
        </fieldset>
        <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <legend className="mb-1 text-sm font-semibold text-slate-900">{t('new.receivingSide')}</legend>
          {side === 'any' ? (
            <FormSelect
              control={form.control}
              name="toFederationNo"
              label={t('form.receivingFederation')}
              options={federations}
              emptyLabel={t('form.chooseFederation')}
              onChosen={() => form.setValue('toClubNo', '')}
            />
          ) : (
            <TextField
              label={t('form.receivingFederation')}
              value={side === 'ownClub' ? (ownClub?.federationName ?? '') : (federationLabel(user.typeNo) ?? '')}
              readOnly
            />
          )}
          {side === 'ownClub' ? (
            <TextField label={t('form.receivingClub')} value={ownClub?.name ?? ''} readOnly />
          ) : (
            <ClubSelect
              name="toClubNo"
              label={t('form.receivingClub')}
              federationNo={toFederationNo}
              emptyLabel={t('form.chooseClub')}
            />
          )}
        </fieldset>
        <ContractFields current={currentSeason()} />
        <CheckboxField label={t('new.submitNow')} {...form.register('submit')} />
        {refusal ? <Alert tone="error">{refusal}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onCancel}>
            {t('dialog.cancel')}
          </Button>
          <Button
            type="submit"
            pending={create.isPending}
            pendingLabel={t('new.creating')}
            disabled={side === 'ownClub' && !ownClub}
          >
            {t('new.create')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

function bodyOf(
  values: NewTransferValues,
  player: PickedPlayer,
  side: ReceivingSide,
  toFederationNo: number | undefined,
  ownClub: OwnClub | undefined,
) {
  return {
    playerNo: player.no,
    ...(player.noFederation ? { fromFederationNo: player.noFederation } : {}),
    fromClubNo: chosenNo(values.fromClubNo),
    ...(side === 'ownClub'
      ? { toFederationNo: ownClub?.federationNo, toClubNo: ownClub?.no ?? null }
      : { toFederationNo, toClubNo: chosenNo(values.toClubNo) }),
    ...contractOf(values),
    submit: values.submit,
  };
}
