import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';

/** A panel's content on its way. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="text-sm text-slate-600">
      {t('app.loading')}
    </p>
  );
}

/** What could not be read, and a button to read it again. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('transfer-settings');
  return (
    <Alert tone="error" className="flex flex-wrap items-center gap-2">
      <span>{message}</span>
      <Button variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </Alert>
  );
}

export type BadgeTone = 'open' | 'closed' | 'custom' | 'default';

const BADGE_TONES: Record<BadgeTone, string> = {
  open: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  closed: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  custom: 'bg-sky-50 text-sky-800 ring-sky-600/20',
  default: 'bg-white text-slate-600 ring-slate-300',
};

/** A word in a pill, as the outbox's statuses. */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${BADGE_TONES[tone]}`}
    >
      {children}
    </span>
  );
}
