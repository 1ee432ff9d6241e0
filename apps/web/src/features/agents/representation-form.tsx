import { useState, type FormEvent } from 'react';
import { FormProvider } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { AgentRepresentation } from '@libero/shared/registry/agents';
import { entityKeys, useCommand } from '../../lib/entities/entity-queries';
import type { EntityRow } from '../../lib/entities/entity-table';
import type { PickedPlayer } from '../../lib/entities/player-picker';
import { useValidatedForm } from '../../lib/form';
import { EntityFormField } from '../../lib/forms/entity-form/entity-form-field';
import { entityFormSchema } from '../../lib/forms/entity-form/entity-form-schema';
import { formDefaults, saveAttributes, type EntityFormValues } from '../../lib/forms/entity-form/entity-form-values';
import { everyWritableField, fieldSpec, type FormFieldSpec } from '../../lib/forms/entity-form/field-kinds';
import type { FieldSetting } from '../../lib/forms/entity-form/field-props';
import { FileField } from '../../lib/forms/file-field';
import { i18n } from '../../lib/i18n';
import { notify } from '../../lib/notifications/notifications-store';
import { DialogButtons, RefusalAlert, showRefusal, specNamed } from '../../lib/forms/record-dialog-parts';
import {
  AGENT_ENTITY,
  NOTICE_MS,
  REPRESENTATION_ENTITY,
  useUploadRepresentationDocument,
  type Representation,
} from './agents-api';

/** The dates are what a contract's form writes; its agent and player are given. */
const FIELDS = ['StartDate', 'EndDate'] as const;

const SPECS: readonly FormFieldSpec[] = FIELDS.map((name) => {
  const spec = fieldSpec(AgentRepresentation, name, everyWritableField);
  if (!spec) throw new Error(`AgentRepresentation.${name} is not writable`);
  return spec;
});

const SETTING: FieldSetting = { units: 'metric' };

const ZSaved = z.object({ data: z.looseObject({ no: z.number(), version: z.number() }) });

/** As the server checks it: a contract does not end before it starts. */
function checkDates(values: EntityFormValues, context: z.core.$RefinementCtx<EntityFormValues>) {
  const start = typeof values.StartDate === 'string' ? values.StartDate : '';
  const end = typeof values.EndDate === 'string' ? values.EndDate : '';
  if (start !== '' && end !== '' && end < start)
    context.addIssue({ code: 'custom', path: ['EndDate'], message: i18n.t('agents:representations.endsBeforeStart') });
}

type Props = {
  agentNo: number;
  /** A new contract's player; absent when `representation` is changed. */
  player?: PickedPlayer;
  representation?: Representation;
  onClose: () => void;
};

/**
 * A contract's dates, checked as typed, and for a new one its signed document: saved through
 * `SaveAgentRepresentation`, then the document goes up with the version the save left. A refusal
 * (the player has an agent on these dates, the licence is not active) is shown above the buttons.
 */
export function RepresentationForm({ agentNo, player, representation, onClose }: Props) {
  const { t } = useTranslation('agents');
  const client = useQueryClient();
  const [schema] = useState(() => entityFormSchema(SPECS).superRefine(checkDates));
  const [defaults] = useState(() => formDefaults(SPECS, representation as EntityRow | undefined));
  const form = useValidatedForm(schema, defaults);
  const { save } = useCommand(REPRESENTATION_ENTITY, { silent: true });
  const upload = useUploadRepresentationDocument();
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<unknown>();
  const playerName = representation?.playerName ?? `${player?.firstName ?? ''} ${player?.lastName ?? ''}`.trim();

  const submit = async (values: EntityFormValues) => {
    setRefusal(undefined);
    const attributes = representation
      ? saveAttributes(SPECS, values, { no: representation.no, version: representation.version, defaults })
      : { NoAgent: agentNo, NoPlayer: player?.no ?? null, ...saveAttributes(SPECS, values) };
    try {
      const saved = ZSaved.parse(await save.mutateAsync(attributes)).data;
      // The agent counts the players represented today.
      void client.invalidateQueries({ queryKey: entityKeys.all(AGENT_ENTITY) });
      notify({
        kind: 'agent-representation-saved',
        tone: 'success',
        message: representation ? t('representations.saved') : t('representations.added', { player: playerName }),
        duration: NOTICE_MS,
      });
      onClose();
      if (file) upload.mutate({ no: saved.no, version: saved.version, file });
    } catch (error) {
      showRefusal(form, setRefusal, error, FIELDS);
    }
  };

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label={
          representation ? t('representations.editTitle', { player: playerName }) : t('representations.addTitle')
        }
        onSubmit={(event: FormEvent) => void form.handleSubmit(submit)(event)}
        className="flex flex-col gap-3"
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <EntityFormField spec={specNamed(SPECS, 'StartDate')} setting={SETTING} />
          <EntityFormField spec={specNamed(SPECS, 'EndDate')} setting={SETTING} />
        </div>
        {representation ? null : (
          <FileField
            label={t('representations.document')}
            hint={t('representations.documentHint')}
            onChange={setFile}
          />
        )}
        <RefusalAlert error={refusal} />
        <DialogButtons pending={form.formState.isSubmitting} onCancel={onClose} />
      </form>
    </FormProvider>
  );
}
