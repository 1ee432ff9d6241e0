import { useState, type FormEvent } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  PROJECT_STATUSES,
  ZMilestone,
  ZProjectStatus,
  type TProjectDossier,
} from '@libero/shared/empowerment/empowerment-api';
import { useValidatedForm } from '../../../lib/form';
import { FormDateInput } from '../../../lib/forms/form-date-input';
import { FormSelect } from '../../../lib/forms/form-select';
import { dateFormat, required } from '../../../lib/forms/rules';
import { i18n } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { FormDialog } from '../../../ui/form-dialog';
import { MilestoneFields } from './milestone-fields';
import { updateProject } from './project-api';
import { CoachField, ExpertsField } from './project-people-fields';
import { refusedField, settleDialog } from './project-refusals';
import { useProjectAction } from './use-project-action';

const DAY = 'yyyy-MM-dd';
const ZPerson = z.object({ no: z.number(), name: z.string() });

const projectSchema = z
  .object({
    startDay: z.string().check(required(), dateFormat(DAY)),
    endDay: z.string().check(required(), dateFormat(DAY)),
    status: ZProjectStatus,
    coach: ZPerson.nullable(),
    experts: z.array(ZPerson),
    milestones: z.array(
      z.object({
        title: ZMilestone.shape.title,
        dueDay: z.string().check(required(), dateFormat(DAY)),
        doneDay: z.string().check(dateFormat(DAY)),
      }),
    ),
  })
  .refine((project) => project.endDay >= project.startDay, {
    error: () => i18n.t('projects:form.endBeforeStart'),
    path: ['endDay'],
  });
type ProjectValues = z.output<typeof projectSchema>;

/** The API's names of the fields (in a refusal's `detail`), and the form's. */
const PROJECT_FIELDS = {
  startDay: 'startDay',
  endDay: 'endDay',
  status: 'status',
  coachPersonNo: 'coach',
  expertPersonNos: 'experts',
} as const;

function valuesOf(dossier: TProjectDossier): ProjectValues {
  return {
    startDay: dossier.startDay,
    endDay: dossier.endDay,
    status: dossier.status,
    coach: dossier.coach,
    experts: dossier.experts,
    milestones: dossier.milestones.map((milestone) => ({ ...milestone, doneDay: milestone.doneDay ?? '' })),
  };
}

function updateOf(dossier: TProjectDossier, values: ProjectValues) {
  return {
    version: dossier.version,
    startDay: values.startDay,
    endDay: values.endDay,
    coachPersonNo: values.coach?.no ?? null,
    expertPersonNos: values.experts.map((expert) => expert.no),
    milestones: values.milestones.map((milestone) => ({ ...milestone, doneDay: milestone.doneDay || null })),
    status: values.status,
  };
}

/**
 * A reviewer's edit of a project: its period and status, the coach (coach support) or experts
 * (knowledge transfer) sent to it from the registry, and its milestones; saved with the version read.
 */
export function ProjectEditDialog({ dossier, onClose }: { dossier: TProjectDossier; onClose: () => void }) {
  const { t } = useTranslation(['projects', 'empowerment']);
  const action = useProjectAction(dossier.no);
  const [defaults] = useState(() => valuesOf(dossier));
  const form = useValidatedForm(projectSchema, defaults);
  const { control } = form;

  const save = async (values: ProjectValues) => {
    const outcome = await action.run({
      run: () => updateProject(dossier.no, updateOf(dossier, values)),
      done: t('projects:edit.done'),
      shownBy: (error) => refusedField(error, PROJECT_FIELDS) !== undefined,
    });
    settleDialog(outcome, PROJECT_FIELDS, {
      close: onClose,
      showError: (field, message) => form.setError(field, { type: 'server', message }, { shouldFocus: true }),
    });
  };
  const submit = (event: FormEvent) => form.handleSubmit(save)(event);
  const title = t('projects:edit.title');
  const statuses = PROJECT_STATUSES.map((status) => ({
    value: status,
    label: t(`empowerment:projectStatuses.${status}`),
  }));

  return (
    <FormDialog open onClose={onClose} title={title} size="wide">
      <FormProvider {...form}>
        <form noValidate onSubmit={submit} aria-label={title} className="flex flex-col gap-4">
          <div className="grid grid-cols-1 items-start gap-3 sm:grid-cols-3">
            <FormDateInput control={control} name="startDay" label={t('empowerment:fields.startDate')} deps="endDay" />
            <FormDateInput control={control} name="endDay" label={t('empowerment:fields.endDate')} />
            <FormSelect control={control} name="status" label={t('empowerment:fields.status')} options={statuses} />
          </div>
          {dossier.projectType === 'coachSupport' || dossier.coach ? <CoachField /> : null}
          {dossier.projectType === 'knowledgeTransfer' || dossier.experts.length > 0 ? <ExpertsField /> : null}
          <MilestoneFields />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              {t('projects:dialog.cancel')}
            </Button>
            <Button type="submit" pending={action.pending} pendingLabel={t('projects:dialog.saving')}>
              {t('projects:edit.save')}
            </Button>
          </div>
        </form>
      </FormProvider>
    </FormDialog>
  );
}
