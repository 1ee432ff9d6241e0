import type { ReactNode } from 'react';
import { usePageTitle } from '../lib/page-title';

export type PageProps = {
  /** The page's title: its heading and the document title ("<title> | FIVB"). */
  title: string;
  /** Lets the content use the whole width (tables, maps). */
  fullscreen?: boolean;
  /** Buttons shown next to the heading. */
  actions?: ReactNode;
  children?: ReactNode;
};

/** The frame of a routed page (SPEC §2 "layout wrapper"): heading, document title, content. */
export function Page({ title, fullscreen = false, actions, children }: PageProps) {
  usePageTitle(title);
  return (
    <div className={`flex w-full flex-col gap-4 ${fullscreen ? '' : 'max-w-5xl'}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-semibold tracking-tight text-slate-900">{title}</h1>
        {actions ? <div className="flex items-center gap-2">{actions}</div> : null}
      </div>
      {children}
    </div>
  );
}
