import { Link, type LinkProps } from 'react-router';

/** An in-app link styled as running text. */
export function TextLink({ className = '', ...props }: LinkProps) {
  return (
    <Link
      className={`font-medium text-sky-800 underline decoration-sky-800/30 underline-offset-2 hover:decoration-sky-800 focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 ${className}`}
      {...props}
    />
  );
}
