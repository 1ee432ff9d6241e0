import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../lib/product';

/** The product's name, linking home; only its mark in the collapsed sidebar. */
export function ProductMark({ compact = false }: { compact?: boolean }) {
  return (
    <Link
      to="/"
      title={compact ? PRODUCT_NAME : undefined}
      className="inline-flex items-center gap-2 rounded-sm text-base font-semibold tracking-tight text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
    >
      <span aria-hidden="true" className="inline-block size-5 rounded-full border-4 border-sky-700 bg-amber-300" />
      <span className={compact ? 'sr-only' : ''}>{PRODUCT_NAME}</span>
    </Link>
  );
}
