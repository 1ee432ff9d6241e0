import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import { Button } from '../button';

export type ExportFormat = 'csv' | 'xlsx';

const FORMATS: readonly ExportFormat[] = ['csv', 'xlsx'];

type ExportButtonsProps = { onExport: (format: ExportFormat) => Promise<void> };

function ExportButton({ format, onExport }: ExportButtonsProps & { format: ExportFormat }) {
  const { t } = useTranslation('table');
  const [pending, setPending] = useState(false);
  function run() {
    setPending(true);
    // The parent tells a failure; here it only ends the pending state.
    void onExport(format)
      .catch(() => undefined)
      .finally(() => setPending(false));
  }
  return (
    <Button
      variant="secondary"
      aria-label={t(`export.${format}.label`)}
      pending={pending}
      pendingLabel={t('export.pending')}
      onClick={run}
    >
      <Download aria-hidden="true" className="size-4" />
      {t(`export.${format}.button`)}
    </Button>
  );
}

/** One button per export format (`formats`, both unless said), each busy while its export runs. */
export function ExportButtons({
  onExport,
  formats = FORMATS,
}: ExportButtonsProps & { formats?: readonly ExportFormat[] }) {
  return formats.map((format) => <ExportButton key={format} format={format} onExport={onExport} />);
}
