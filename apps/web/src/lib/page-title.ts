import { useEffect } from 'react';
import { PRODUCT_NAME } from './product';
import { useWorkCount } from './work-queue';

const SEPARATOR = ' | ';

/**
 * "<page title> | FIVB", or only the product's name when the page has no title (SPEC §1); led by
 * "(3) " when three items wait on the user (issue #26).
 */
export function pageTitle(title?: string, waiting = 0): string {
  const trimmed = title?.trim();
  const badge = waiting > 0 ? `(${waiting}) ` : '';
  return `${badge}${trimmed ? `${trimmed}${SEPARATOR}${PRODUCT_NAME}` : PRODUCT_NAME}`;
}

export function usePageTitle(title?: string): void {
  const waiting = useWorkCount();
  useEffect(() => {
    document.title = pageTitle(title, waiting);
  }, [title, waiting]);
}
