import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';

export type FormDialogProps = {
  open: boolean;
  /** Closing by Esc, a click outside or the close button; the caller forgets what was typed. */
  onClose: () => void;
  title: string;
  /** A sentence under the title (what saving does). */
  description?: string;
  /** `wide` for a form with a table in it. */
  size?: 'narrow' | 'wide';
  children: ReactNode;
};

const WIDTHS = { narrow: 'w-[min(32rem,calc(100vw-1rem))]', wide: 'w-[min(48rem,calc(100vw-1rem))]' };

/**
 * A modal holding a form: titled, closed by Esc or its close button, the focus kept inside and
 * given back to the button that opened it. It scrolls within the screen on a phone.
 */
export function FormDialog({ open, onClose, title, description, size = 'narrow', children }: FormDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content
          // Without a description, Radix is told there is none (instead of warning).
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={`fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-1rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg bg-white shadow-xl focus:outline-none ${WIDTHS[size]}`}
        >
          <div className="flex items-start gap-2 border-b border-slate-100 px-4 py-3">
            <div className="min-w-0 flex-1">
              <Dialog.Title className="text-base font-semibold text-slate-900">{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className="mt-1 text-sm text-slate-700">{description}</Dialog.Description>
              ) : null}
            </div>
            <Dialog.Close
              aria-label={t('actions.close')}
              className="-mr-1 rounded-md p-1.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-sky-600"
            >
              <X aria-hidden="true" className="size-4" />
            </Dialog.Close>
          </div>
          <div className="min-h-0 overflow-y-auto px-4 py-3">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
