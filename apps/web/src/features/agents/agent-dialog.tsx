import { useState, type FormEvent } from 'react';
import { FormProvider, useFormContext, useWatch } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isLanguageCode, languageCodes } from '@libero/shared/agents/player-agents';
import { entityKeys, useCommand } from '../../lib/entities/entity-queries';
import type { EntityRow } from '../../lib/entities/entity-table';
import { registryLabel } from '../../lib/entities/registry-label';
import { fieldErrorText, useValidatedForm } from '../../lib/form';
import { EntityFormField } from '../../lib/forms/entity-form/entity-form-field';
import { formDefaults, saveAttributes, type EntityFormValues } from '../../lib/forms/entity-form/entity-form-values';
import type { FormFieldSpec } from '../../lib/forms/entity-form/field-kinds';
import type { FieldSetting } from '../../lib/forms/entity-form/field-props';
import { notify } from '../../lib/notifications/notifications-store';
import { useCurrentUser } from '../../lib/session/current-user';
import { FormDialog } from '../../ui/form-dialog';
import { TextField } from '../../ui/text-field';
import { DialogButtons, RefusalAlert, showRefusal, specNamed } from '../../lib/forms/record-dialog-parts';
import { agentFormFields, agentFormSchema, agentFormSpecs, normalisedLanguages } from './agent-form';
import { canSuspendAgent, licensingFederationOf, type AgentWriteAccess } from './agent-permissions';
import { AGENT_ENTITY, agentName, NOTICE_MS, type AgentRecord } from './agents-api';
import { languageNames } from './language-names';

const ZSaved = z.object({ data: z.looseObject({ no: z.number() }) });

/** The languages as ISO codes (`es en`), named as they are typed. */
function LanguagesField({ spec }: { spec: FormFieldSpec }) {
  const { t, i18n } = useTranslation('agents');
  const { register, control, formState } = useFormContext<EntityFormValues>();
  const value = useWatch({ control, name: spec.name });
  const typed = typeof value === 'string' ? languageCodes(value) : [];
  const named = typed.length > 0 && typed.every(isLanguageCode);
  const hint = named
    ? t('form.languagesNamed', { names: languageNames(String(value), i18n.language).join(', ') })
    : t('form.languagesHint');
  return (
    <TextField
      label={registryLabel(spec.field.label)}
      hint={hint}
      error={fieldErrorText(formState.errors[spec.name])}
      autoComplete="off"
      spellCheck={false}
      {...register(spec.name)}
    />
  );
}

/** The suspension, an admin's: the reason is asked once the licence is suspended. */
function SuspensionFields({ specs, setting }: { specs: readonly FormFieldSpec[]; setting: FieldSetting }) {
  const { t } = useTranslation('agents');
  const { control } = useFormContext<EntityFormValues>();
  const suspended = useWatch({ control, name: 'Suspended' }) === true;
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-800">{t('form.suspension')}</legend>
      <EntityFormField spec={specNamed(specs, 'Suspended')} setting={setting} />
      {suspended ? <EntityFormField spec={specNamed(specs, 'SuspensionReason')} setting={setting} /> : null}
    </fieldset>
  );
}

type Props = {
  /** The agent changed; a new one otherwise. */
  agent?: AgentRecord;
  /** What the user may change (`self`: the agent's own languages, agency and contact). */
  access: Exclude<AgentWriteAccess, 'none'>;
  onClose: () => void;
  /** A new agent was saved, as number `no`. */
  onCreated?: (no: number) => void;
};

/**
 * A new agent, or the change of one: checked as it is typed against the registry's rules (and
 * the licence's dates, the languages' codes, the reason of a suspension), saved through the
 * gateway; what the server refuses is shown on its field, or above the buttons.
 */
export function AgentDialog({ agent, access, onClose, onCreated }: Props) {
  const { t } = useTranslation('agents');
  const user = useCurrentUser();
  const client = useQueryClient();
  const ownFederation = licensingFederationOf(user);
  const [specs] = useState(() =>
    agentFormSpecs(agentFormFields({ creating: !agent, access, suspends: canSuspendAgent(user) })),
  );
  const [schema] = useState(() => agentFormSchema(specs));
  const [defaults] = useState(() => formDefaults(specs, agent as EntityRow | undefined, ownFederation));
  const form = useValidatedForm(schema, defaults);
  const { save } = useCommand(AGENT_ENTITY, { silent: true });
  const [refusal, setRefusal] = useState<unknown>();
  const names = specs.map((spec) => spec.name);
  const has = (name: string) => names.includes(name);
  const setting: FieldSetting = {
    record: agent as EntityRow | undefined,
    units: 'metric',
    lockedFederation: ownFederation,
    lockedFederationHint: t('form.federationLocked'),
  };
  const field = (name: string) => <EntityFormField spec={specNamed(specs, name)} setting={setting} />;

  const submit = async (values: EntityFormValues) => {
    setRefusal(undefined);
    const written = has('Languages') ? { ...values, Languages: normalisedLanguages(values.Languages) } : values;
    const base = agent ? { no: agent.no, version: agent.version, defaults } : undefined;
    try {
      const answer = await save.mutateAsync(saveAttributes(specs, written, base));
      const no = ZSaved.parse(answer).data.no;
      // The representations name the agent too.
      void client.invalidateQueries({ queryKey: entityKeys.all('AgentRepresentation') });
      notify({
        kind: 'agent-saved',
        tone: 'success',
        message: agent ? t('form.saved') : t('form.created'),
        duration: NOTICE_MS,
      });
      onClose();
      if (!agent) onCreated?.(no);
    } catch (error) {
      showRefusal(form, setRefusal, error, names);
    }
  };

  let title = t('form.newTitle');
  if (agent) title = access === 'self' ? t('form.editOwnTitle') : t('form.editTitle', { name: agentName(agent) });
  return (
    <FormDialog
      open
      onClose={onClose}
      size="wide"
      title={title}
      description={access === 'self' ? t('form.editOwnDescription') : t('form.description')}
    >
      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={(event: FormEvent) => void form.handleSubmit(submit)(event)}
          className="flex flex-col gap-3"
        >
          {has('NoPerson') ? field('NoPerson') : null}
          {has('LicenceNumber') ? (
            <div className="grid gap-3 sm:grid-cols-2">
              {field('LicenceNumber')}
              {field('NoFederation')}
              {field('LicenceIssuedOn')}
              {field('LicenceValidUntil')}
            </div>
          ) : null}
          <div className="grid gap-3 sm:grid-cols-2">
            <LanguagesField spec={specNamed(specs, 'Languages')} />
            {field('Agency')}
            {field('Email')}
            {field('Phone')}
          </div>
          {has('Suspended') ? <SuspensionFields specs={specs} setting={setting} /> : null}
          <RefusalAlert error={refusal} />
          <DialogButtons pending={form.formState.isSubmitting} onCancel={onClose} />
        </form>
      </FormProvider>
    </FormDialog>
  );
}
