import { Link, type LinkProps } from 'react-router';

/** How a link in running text looks (a button that opens something in place looks the same). */
export const TEXT_LINK_CLASS =
  'font-medium text-sky-800 underline decoration-sky-800/30 underline-offset-2 hover:decoration-sky-800 focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600';

/** An in-app link styled as running text. */
export function TextLink({ className = '', ...props }: LinkProps) {
  return <Link className={`${TEXT_LINK_CLASS} ${className}`} {...props} />;
}
