import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { ProductMark } from '../layouts/product-mark';
import type { NavSection } from './navigation';
import { AppVersion } from './sidebar';
import { SidebarNav } from './sidebar-nav';

export const MOBILE_SIDEBAR_ID = 'mobile-sidebar';

export type MobileSidebarProps = {
  sections: readonly NavSection[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRestartTour: () => void;
};

/**
 * The sidebar of narrow screens: a modal drawer (focus kept inside, Esc or the close button or a
 * click beside it closes it; so does choosing an entry). The full width at 430 px or less.
 */
export function MobileSidebar({ sections, open, onOpenChange, onRestartTour }: MobileSidebarProps) {
  const { t } = useTranslation('shell');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40 motion-safe:animate-fade-in lg:hidden" />
        <Dialog.Content
          id={MOBILE_SIDEBAR_ID}
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl focus:outline-none motion-safe:animate-slide-in narrow:w-full narrow:max-w-none lg:hidden"
        >
          <div className="flex h-14 items-center justify-between gap-2 border-b border-slate-200 px-4">
            <Dialog.Title className="sr-only">{t('sidebar.title')}</Dialog.Title>
            <ProductMark />
            <Dialog.Close
              aria-label={t('sidebar.close')}
              className="rounded-md p-1.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-sky-600"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">
            <SidebarNav sections={sections} onNavigate={() => onOpenChange(false)} onRestartTour={onRestartTour} />
          </div>
          <div className="border-t border-slate-200 px-4 py-2">
            <AppVersion />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
