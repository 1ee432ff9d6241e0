import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { FilePlus2 } from 'lucide-react';
import { PROJECT_TYPES, type ProjectType } from '@libero/shared/empowerment/applications';
import { ZProjectType, type TCall } from '@libero/shared/empowerment/empowerment-api';
import { formatDate } from '../../../lib/dates/date-formats';
import { errorMessage } from '../../../lib/error-message';
import { useValidatedForm } from '../../../lib/form';
import { FormSelect } from '../../../lib/forms/form-select';
import { Button } from '../../../ui/button';
import { FormDialog } from '../../../ui/form-dialog';
import { callsQuery, newApplicationPath } from './application-api';

const choiceSchema = z.object({ type: z.string().min(1).pipe(ZProjectType), callNo: z.string().min(1) });

const offering = (calls: readonly TCall[], type: string) =>
  calls.filter((call) => (call.projectTypes as readonly string[]).includes(type));

/** The type of project, then an open call offering it: the form of that draft opens. */
function ChoiceForm({ calls, onCancel }: { calls: readonly TCall[]; onCancel: () => void }) {
  const { t } = useTranslation(['applications', 'empowerment', 'common']);
  const navigate = useNavigate();
  const form = useValidatedForm(choiceSchema, { type: '', callNo: '' });
  const type = useWatch({ control: form.control, name: 'type' });
  const types = PROJECT_TYPES.filter((each) => offering(calls, each).length > 0).map((each) => ({
    value: each,
    label: t(`empowerment:projectTypes.${each}`),
  }));
  const callOptions = offering(calls, type).map((call) => ({
    value: String(call.no),
    label: t('form.callOption', { title: call.title, closesOn: formatDate(call.closesOn) }),
  }));
  const start = ({ type: chosen, callNo }: { type: ProjectType; callNo: string }) =>
    void navigate(newApplicationPath(chosen, Number(callNo)));
  const submit = (event: FormEvent) => form.handleSubmit(start)(event);
  // The only call offering the type is chosen with it.
  const chooseType = (value: string) => {
    const only = offering(calls, value);
    form.setValue('callNo', only.length === 1 && only[0] ? String(only[0].no) : '', { shouldValidate: false });
  };
  return (
    <form noValidate onSubmit={submit} aria-label={t('new.title')} className="flex flex-col gap-3">
      <FormSelect
        control={form.control}
        name="type"
        label={t('new.type')}
        options={types}
        emptyLabel={t('form.choose')}
        onChosen={chooseType}
      />
      <FormSelect
        control={form.control}
        name="callNo"
        label={t('form.call')}
        hint={type ? undefined : t('new.typeFirst')}
        options={callOptions}
        emptyLabel={t('form.choose')}
        disabled={!type}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit">{t('new.start')}</Button>
      </div>
    </form>
  );
}

function NewApplicationDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('applications');
  const calls = useQuery(callsQuery());
  const open = calls.data?.filter((call) => call.open) ?? [];
  return (
    <FormDialog open onClose={onClose} title={t('new.title')} description={t('new.description')}>
      {calls.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          {t('form.loadingCalls')}
        </p>
      ) : null}
      {calls.isError ? <p className="text-sm text-red-800">{errorMessage(calls.error)}</p> : null}
      {calls.data && open.length === 0 ? <p className="text-sm text-slate-700">{t('calls.noneOpen')}</p> : null}
      {open.length > 0 ? <ChoiceForm calls={open} onCancel={onClose} /> : null}
    </FormDialog>
  );
}

/** "New application" (a tour anchor): for a federation in the programme, and for admins. */
export function NewApplicationButton() {
  const { t } = useTranslation('applications');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button data-tour="new-application" onClick={() => setOpen(true)}>
        <FilePlus2 aria-hidden="true" className="size-4" />
        {t('new.button')}
      </Button>
      {open ? <NewApplicationDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}
