import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { TextLink } from './text-link';

/** The link back to where a page comes from (its list), above the page's content. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="text-sm">
      <TextLink to={to} className="inline-flex items-center gap-1">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {children}
      </TextLink>
    </p>
  );
}
