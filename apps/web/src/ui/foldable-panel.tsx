import { useId, useState, type ReactNode } from 'react';
import * as Collapsible from '@radix-ui/react-collapsible';
import { useTranslation } from 'react-i18next';
import { ChevronDown } from 'lucide-react';

export type FoldablePanelProps = {
  title: string;
  /** Starts folded; panels start expanded otherwise (SPEC §2). */
  folded?: boolean;
  /** The content is on its way: says so (aria-busy) and shows `loadingFallback` instead. */
  loading?: boolean;
  loadingFallback?: ReactNode;
  /** Shown in the header next to the title (links, counts). */
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
};

function LoadingRows() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-2 motion-safe:animate-pulse">
      <div className="h-3 w-2/3 rounded bg-slate-200" />
      <div className="h-3 w-1/2 rounded bg-slate-200" />
      <div className="h-3 w-3/5 rounded bg-slate-200" />
    </div>
  );
}

/**
 * A titled panel that can be folded away and expanded again (SPEC §2 "foldable panel"): a region
 * named by its heading, whose button says whether the content is shown.
 */
export function FoldablePanel({
  title,
  folded = false,
  loading = false,
  loadingFallback,
  actions,
  children,
  className = '',
}: FoldablePanelProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(!folded);
  const headingId = useId();
  return (
    <Collapsible.Root asChild open={open} onOpenChange={setOpen}>
      <section
        aria-labelledby={headingId}
        aria-busy={loading || undefined}
        className={`rounded-lg border border-slate-200 bg-white shadow-xs ${className}`}
      >
        <div className="flex items-center gap-2 px-4 py-2">
          <h2 id={headingId} className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-900">
            {title}
          </h2>
          {actions ? <div className="flex shrink-0 items-center gap-2 text-sm">{actions}</div> : null}
          <Collapsible.Trigger
            aria-label={open ? t('panel.fold', { title }) : t('panel.expand', { title })}
            className="-mr-1 rounded-md p-1.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-sky-600"
          >
            <ChevronDown
              aria-hidden="true"
              className={`size-4 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
            />
          </Collapsible.Trigger>
        </div>
        <Collapsible.Content className="border-t border-slate-100 px-4 py-3">
          {loading ? (
            <>
              <span className="sr-only">{t('app.loading')}</span>
              {loadingFallback ?? <LoadingRows />}
            </>
          ) : (
            children
          )}
        </Collapsible.Content>
      </section>
    </Collapsible.Root>
  );
}
