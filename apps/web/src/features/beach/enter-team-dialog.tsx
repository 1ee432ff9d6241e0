import { useMemo, useState, type FormEvent } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isAdmin } from '@libero/shared/auth/permissions';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import { BeachTeam } from '@libero/shared/registry/beach';
import { useValidatedForm } from '../../lib/form';
import { EntityFormField } from '../../lib/forms/entity-form/entity-form-field';
import { entityFormSchema } from '../../lib/forms/entity-form/entity-form-schema';
import { formDefaults, saveAttributes, type EntityFormValues } from '../../lib/forms/entity-form/entity-form-values';
import { i18n } from '../../lib/i18n';
import { notify } from '../../lib/notifications/notifications-store';
import { useCurrentUser } from '../../lib/session/current-user';
import { FormDialog } from '../../ui/form-dialog';
import { PlayerChoice } from '../competitions';
import {
  DialogButtons,
  formSpecs,
  PLAIN_SETTING,
  RefusalAlert,
  showRefusal,
  specNamed,
  useSaveRecord,
} from '../../lib/forms/record-dialog-parts';
import type { BeachTournamentRecord } from './beach-rows';

const NOTICE_MS = 5000;
const PLAYERS = ['NoPlayer1', 'NoPlayer2'];

/** The two players, each a different one; a wildcard only an admin gives. */
function teamSchema(specs: Parameters<typeof entityFormSchema>[0]) {
  return entityFormSchema(specs).superRefine((values, context) => {
    if (values.NoPlayer1 && values.NoPlayer1 === values.NoPlayer2) {
      context.addIssue({ code: 'custom', path: ['NoPlayer2'], message: i18n.t('beach:enter.samePlayer') });
    }
  });
}

/**
 * Enters a team of two beach players of the tournament's gender: a federation its own players
 * (they are listed before any search), whoever runs the tournament anyone's. The entry points are
 * the server's to take, on the entry deadline.
 */
export function EnterTeamDialog({ tournament, onClose }: { tournament: BeachTournamentRecord; onClose: () => void }) {
  const { t } = useTranslation(['beach', 'common']);
  const user = useCurrentUser();
  const admin = isAdmin(user);
  const specs = useMemo(() => formSpecs(BeachTeam, admin ? [...PLAYERS, 'Wildcard'] : PLAYERS, PLAYERS), [admin]);
  const [schema] = useState(() => teamSchema(specs));
  const [defaults] = useState(() => formDefaults(specs));
  const form = useValidatedForm(schema, defaults);
  const { saveRecord } = useSaveRecord('BeachTeam');
  const [refusal, setRefusal] = useState<unknown>();
  const federationNo = !admin && user.type === UserTypeNo.Federation ? user.typeNo : null;
  const scope = { federationNo, gender: tournament.gender, beach: true };
  const hint = federationNo ? t('enter.hintFederation') : t('enter.hint');

  const save = async (values: EntityFormValues) => {
    setRefusal(undefined);
    try {
      await saveRecord({ NoTournament: tournament.no, ...saveAttributes(specs, values) });
      notify({ kind: 'beach-team-entered', tone: 'success', message: t('enter.done'), duration: NOTICE_MS });
      onClose();
    } catch (error) {
      showRefusal(form, setRefusal, error, PLAYERS);
    }
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('enter.title', { name: tournament.name ?? '' })}
      description={t('enter.description')}
    >
      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={(event: FormEvent) => void form.handleSubmit(save)(event)}
          className="flex flex-col gap-4"
        >
          <PlayerChoice spec={specNamed(specs, 'NoPlayer1')} label={t('fields.player1')} scope={scope} hint={hint} />
          <PlayerChoice spec={specNamed(specs, 'NoPlayer2')} label={t('fields.player2')} scope={scope} hint={hint} />
          {admin ? <EntityFormField spec={specNamed(specs, 'Wildcard')} setting={PLAIN_SETTING} /> : null}
          <RefusalAlert error={refusal} />
          <DialogButtons pending={form.formState.isSubmitting} onCancel={onClose} submitLabel={t('enter.submit')} />
        </form>
      </FormProvider>
    </FormDialog>
  );
}
