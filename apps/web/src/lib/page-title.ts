import { useEffect } from 'react';
import { PRODUCT_NAME } from './product';

const SEPARATOR = ' | ';

/** "<page title> | FIVB", or only the product's name when the page has no title (SPEC §1). */
export function pageTitle(title?: string): string {
  const trimmed = title?.trim();
  return trimmed ? `${trimmed}${SEPARATOR}${PRODUCT_NAME}` : PRODUCT_NAME;
}

export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
