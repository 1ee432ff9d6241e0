import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { usePageTitle } from './page-title';

/**
 * Set by a frame that shows the page title itself (the app shell's header): pages then report
 * their title to it instead of rendering their own heading.
 */
export const PageHeadingContext = createContext<((title: string) => void) | null>(null);

export type PageLayoutProps = {
  /** The page's title: its heading and the document title ("<title> | FIVB"). */
  title: string;
  /** Lets the content use the whole width (tables, maps). */
  fullscreen?: boolean;
  /** Buttons shown above the content, next to the heading when there is one. */
  actions?: ReactNode;
  children?: ReactNode;
};

/** The frame of a routed page (SPEC §2 "layout wrapper"): title, document title, content. */
export function PageLayout({ title, fullscreen = false, actions, children }: PageLayoutProps) {
  usePageTitle(title);
  const reportHeading = useContext(PageHeadingContext);
  useEffect(() => {
    reportHeading?.(title);
  }, [reportHeading, title]);
  const heading = reportHeading ? null : (
    <h1 className="text-xl font-semibold tracking-tight text-slate-900">{title}</h1>
  );
  return (
    <div className={`flex w-full flex-col gap-4 ${fullscreen ? '' : 'mx-auto max-w-6xl'}`}>
      {heading || actions ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          {heading}
          {actions ? <div className="ml-auto flex flex-wrap items-center gap-2">{actions}</div> : null}
        </div>
      ) : null}
      {children}
    </div>
  );
}
