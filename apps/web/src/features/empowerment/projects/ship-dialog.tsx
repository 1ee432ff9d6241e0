import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { TProjectDossier, TShipment } from '@libero/shared/empowerment/empowerment-api';
import { fieldErrorText, useValidatedForm } from '../../../lib/form';
import { Button } from '../../../ui/button';
import { FormDialog } from '../../../ui/form-dialog';
import { TextField } from '../../../ui/text-field';
import { takeShipmentStep } from './project-api';
import { refusedField, settleDialog } from './project-refusals';
import { useProjectAction } from './use-project-action';

const MAX_TEXT = 100;
const shipSchema = z.object({
  carrier: z.string().trim().min(1).max(MAX_TEXT),
  trackingNumber: z.string().trim().min(1).max(MAX_TEXT),
});
const SHIP_FIELDS = { carrier: 'carrier', trackingNumber: 'trackingNumber' } as const;

type ShipDialogProps = { dossier: TProjectDossier; shipment: TShipment; onClose: () => void };

/** A reviewer sends the equipment: the carrier and its tracking number. */
export function ShipDialog({ dossier, shipment, onClose }: ShipDialogProps) {
  const { t } = useTranslation(['projects', 'empowerment']);
  const action = useProjectAction(dossier.no);
  const form = useValidatedForm(shipSchema, { carrier: shipment.carrier, trackingNumber: shipment.trackingNumber });
  const send = async (values: z.output<typeof shipSchema>) => {
    const outcome = await action.run({
      run: () => takeShipmentStep(shipment.no, 'ship', { version: shipment.version, ...values }),
      done: t('projects:shipments.steps.ship.done', { no: shipment.no }),
      shownBy: (error) => refusedField(error, SHIP_FIELDS) !== undefined,
    });
    settleDialog(outcome, SHIP_FIELDS, {
      close: onClose,
      showError: (field, message) => form.setError(field, { type: 'server', message }, { shouldFocus: true }),
    });
  };
  const submit = (event: FormEvent) => form.handleSubmit(send)(event);
  const title = t('projects:shipments.steps.ship.title', { no: shipment.no });
  const errors = form.formState.errors;

  return (
    <FormDialog open onClose={onClose} title={title} description={t('projects:shipments.steps.ship.description')}>
      <form noValidate onSubmit={submit} aria-label={title} className="flex flex-col gap-3">
        <TextField
          label={t('empowerment:fields.carrier')}
          required
          maxLength={MAX_TEXT}
          autoComplete="off"
          error={fieldErrorText(errors.carrier)}
          {...form.register('carrier')}
        />
        <TextField
          label={t('empowerment:fields.trackingNumber')}
          required
          maxLength={MAX_TEXT}
          autoComplete="off"
          error={fieldErrorText(errors.trackingNumber)}
          {...form.register('trackingNumber')}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('projects:dialog.cancel')}
          </Button>
          <Button type="submit" pending={action.pending} pendingLabel={t('projects:dialog.saving')}>
            {t('projects:shipments.steps.ship.confirm')}
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
