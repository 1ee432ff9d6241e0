import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ACCREDITATION_FUNCTIONS } from '@libero/shared/media/organizations';
import { formatDate } from '../../../lib/dates/date-formats';
import { useEntityList } from '../../../lib/entities/entity-queries';
import { useValidatedForm } from '../../../lib/form';
import { FormSelect } from '../../../lib/forms/form-select';
import { required } from '../../../lib/forms/rules';
import { Button } from '../../../ui/button';
import { FormDialog } from '../../../ui/form-dialog';
import { requestAccreditation } from './accreditations-api';
import { useAccreditationAction } from './use-accreditation-action';

const ZRequest = z.object({
  eventNo: z.string().check(required()),
  function: z.string().check(required()),
});

type EventRow = { no: number; name: string; startDate: string; endDate: string };

/** The events still to come or going on, soonest first. */
function useEventOptions() {
  const today = new Date().toISOString().slice(0, 10);
  const query = useEntityList('Event', {
    fields: ['No', 'Name', 'StartDate', 'EndDate'],
    filter: { StartDate: today },
    sort: ['StartDate'],
    page: { skip: 0, take: 200 },
  });
  const rows = query.data?.data as EventRow[] | undefined;
  return useMemo(
    () =>
      (rows ?? []).map((row) => ({
        value: String(row.no),
        label: `${row.name} (${formatDate(row.startDate)} – ${formatDate(row.endDate)})`,
      })),
    [rows],
  );
}

type RequestAccreditationDialogProps = {
  personNo: number;
  /** What the person does, as a first guess (a photographer takes photos). */
  defaultFunction: string;
  onClose: () => void;
};

/** Asks for an accreditation of a media person for an event, as what. */
export function RequestAccreditationDialog({ personNo, defaultFunction, onClose }: RequestAccreditationDialogProps) {
  const { t } = useTranslation(['mediaOrganizations', 'common']);
  const events = useEventOptions();
  const action = useAccreditationAction();
  const form = useValidatedForm(ZRequest, { eventNo: '', function: defaultFunction });
  const functions = ACCREDITATION_FUNCTIONS.map((code) => ({ value: code, label: t(`functions.${code}`) }));
  const send = (values: z.output<typeof ZRequest>) =>
    action.mutate(
      {
        id: 'request',
        run: () =>
          requestAccreditation({
            personNo,
            eventNo: Number(values.eventNo),
            function: values.function as (typeof ACCREDITATION_FUNCTIONS)[number],
          }),
        done: t('accreditations.requested'),
      },
      { onSuccess: onClose },
    );
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('accreditations.request')}
      description={t('accreditations.requestHint')}
    >
      <form noValidate onSubmit={form.handleSubmit(send)} className="flex flex-col gap-3">
        <FormSelect
          control={form.control}
          name="eventNo"
          label={t('accreditations.fields.event')}
          options={events}
          emptyLabel={t('accreditations.chooseEvent')}
        />
        <FormSelect
          control={form.control}
          name="function"
          label={t('accreditations.fields.function')}
          options={functions}
          emptyLabel={t('accreditations.chooseFunction')}
        />
        <div className="flex gap-2">
          <Button type="submit" pending={action.isPending} pendingLabel={t('common:actions.saving')}>
            {t('accreditations.send')}
          </Button>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
