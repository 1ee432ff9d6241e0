import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { hasAccess, isAdmin } from '@libero/shared/auth/permissions';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import type { TCurrentUser } from '@libero/shared/auth/current-user';
import type { CaseKind } from '@libero/shared/legal/legal-cases';
import { entityKeys } from '../../lib/entities/entity-queries';
import { useFederationNoOptions } from '../../lib/entities/federation-options';
import { PlayerPicker, playerName, type PickedPlayer } from '../../lib/entities/player-picker';
import { errorMessage } from '../../lib/error-message';
import { useValidatedForm } from '../../lib/form';
import { FormSelect } from '../../lib/forms/form-select';
import { notify } from '../../lib/notifications/notifications-store';
import { useCurrentUser } from '../../lib/session/current-user';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { FormDialog } from '../../ui/form-dialog';
import { TextField } from '../../ui/text-field';
import { CaseFields } from './case-fields';
import { caseFieldsShape, registrationsOf, type CaseFieldsValues } from './case-form';
import { refusedCaseField } from './case-refusals';
import { CASE_ENTITIES, casePagePath, createCase, legalKeys } from './legal-api';

const NOTICE_MS = 5000;

/**
 * Who opens a case: the legal office (admins), or a federation for itself, through its `legal`
 * grant. Confederations read their members' cases but open none.
 */
function canApply(user: TCurrentUser): boolean {
  return isAdmin(user) || (user.type === UserTypeNo.Federation && hasAccess(user, 'legal'));
}

type NewCaseValues = CaseFieldsValues & { applicantFederationNo: string };

/** An admin names the applicant federation; a federation is its own. */
function newCaseSchema(namesApplicant: boolean) {
  return z.object({ ...caseFieldsShape, applicantFederationNo: namesApplicant ? z.string().min(1) : z.string() });
}

/** The fields a refusal (`InvalidData`) may be about: the applicant only where the form shows it. */
const STATEMENT_FIELDS = ['applicantStatement', 'playerStatement'] as const;
const NAMED_APPLICANT_FIELDS = ['applicantFederationNo', ...STATEMENT_FIELDS] as const;

function SelectedPlayer({ player, onChange }: { player: PickedPlayer; onChange: () => void }) {
  const { t } = useTranslation('legal');
  // The table the player was picked in is gone: the focus moves to what replaced it.
  const text = useRef<HTMLParagraphElement>(null);
  useEffect(() => text.current?.focus(), []);
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-sky-200 bg-sky-50 px-3 py-2">
      <p ref={text} tabIndex={-1} className="text-sm text-sky-950 focus:outline-none">
        <span className="font-medium">{t('new.selected')}: </span>
        {playerName(player)}{' '}
        <span className="text-sky-900">
          ({[t('new.playerNo', { no: player.no }), player.federationCode].filter(Boolean).join(', ')})
        </span>
      </p>
      <Button variant="secondary" onClick={onChange}>
        {t('new.change')}
      </Button>
    </div>
  );
}

type NewCaseFormProps = { kind: CaseKind; player: PickedPlayer; onCancel: () => void };

/** The applicant, statements and (for a determination) registrations of a new draft; created, its page opens. */
function NewCaseForm({ kind, player, onCancel }: NewCaseFormProps) {
  const { t } = useTranslation('legal');
  const user = useCurrentUser();
  const namesApplicant = isAdmin(user);
  const federations = useFederationNoOptions();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [schema] = useState(() => newCaseSchema(namesApplicant));
  const fields = namesApplicant ? NAMED_APPLICANT_FIELDS : STATEMENT_FIELDS;
  const form = useValidatedForm(schema, {
    applicantFederationNo: '',
    applicantStatement: '',
    playerStatement: '',
    registrations: [],
  });

  const create = useMutation({
    mutationFn: (values: NewCaseValues) =>
      createCase({
        kind,
        playerNo: player.no,
        ...(namesApplicant ? { applicantFederationNo: Number(values.applicantFederationNo) } : {}),
        applicantStatement: values.applicantStatement,
        playerStatement: values.playerStatement,
        registrations: kind === 'determination' ? registrationsOf(values.registrations) : [],
      }),
    meta: { silent: true },
    onSuccess: (dossier) => {
      client.setQueryData(legalKeys.case(dossier.no), dossier);
      void client.invalidateQueries({ queryKey: entityKeys.all(CASE_ENTITIES[kind]) });
      notify({
        kind: 'legal-case-created',
        tone: 'success',
        message: t(`new.created.${kind}`, { no: dossier.no }),
        duration: NOTICE_MS,
        unique: false,
      });
      void navigate(casePagePath(dossier.no));
    },
    onError: (error) => {
      const refused = refusedCaseField(error, fields);
      if (refused) form.setError(refused.field, { type: 'server', message: refused.message }, { shouldFocus: true });
    },
  });
  const refusal = create.error && !refusedCaseField(create.error, fields) ? errorMessage(create.error) : undefined;
  const submit = (event: FormEvent) => form.handleSubmit((values) => create.mutate(values))(event);
  const ownFederation = federations.find((option) => option.value === String(user.typeNo))?.label ?? '';

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} aria-label={t(`new.title.${kind}`)} className="flex flex-col gap-3">
        {namesApplicant ? (
          <FormSelect
            control={form.control}
            name="applicantFederationNo"
            label={t('fields.applicant')}
            hint={t(`new.applicantHint.${kind}`)}
            options={federations}
            emptyLabel={t('form.chooseFederation')}
          />
        ) : (
          <TextField label={t('fields.applicant')} value={ownFederation} readOnly />
        )}
        <CaseFields kind={kind} />
        <p className="text-sm text-slate-700">{t('new.draftNote')}</p>
        {refusal ? <Alert tone="error">{refusal}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onCancel}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" pending={create.isPending} pendingLabel={t('new.creating')}>
            {t('new.create')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

/** The new case dialog: the player is selected first, then the rest of the draft. */
function NewCaseDialog({ kind, onClose }: { kind: CaseKind; onClose: () => void }) {
  const { t } = useTranslation('legal');
  const [player, setPlayer] = useState<PickedPlayer>();
  return (
    <FormDialog open onClose={onClose} title={t(`new.title.${kind}`)} size="wide">
      <div className="flex flex-col gap-4">
        {player ? (
          <>
            <SelectedPlayer player={player} onChange={() => setPlayer(undefined)} />
            <NewCaseForm key={player.no} kind={kind} player={player} onCancel={onClose} />
          </>
        ) : (
          <PlayerPicker onPick={setPlayer} />
        )}
      </div>
    </FormDialog>
  );
}

/** "New change" / "New determination" on a list, for those who may open a case. */
export function NewCaseButton({ kind }: { kind: CaseKind }) {
  const { t } = useTranslation('legal');
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  if (!canApply(user)) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t(`new.button.${kind}`)}</Button>
      {open ? <NewCaseDialog kind={kind} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
