import { useRef, useState, type KeyboardEvent } from 'react';

const PAGE_STEP = 10;

function targetIndex(key: string, index: number, last: number): number | undefined {
  switch (key) {
    case 'ArrowDown':
      return Math.min(index + 1, last);
    case 'ArrowUp':
      return Math.max(index - 1, 0);
    case 'PageDown':
      return Math.min(index + PAGE_STEP, last);
    case 'PageUp':
      return Math.max(index - PAGE_STEP, 0);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return undefined;
  }
}

/**
 * Roving focus over the rows of a table: the rows are one tab stop; the arrows, Page Up/Down,
 * Home and End move between them, and Enter activates the focused one. Spread `rowProps(index)`
 * on each row.
 */
export function useRowNavigation<Item>(items: readonly Item[], onActivate?: (item: Item) => void) {
  const [active, setActive] = useState(0);
  const elements = useRef<(HTMLElement | null)[]>([]);
  const tabStop = Math.min(active, items.length - 1);

  function onKeyDown(index: number, event: KeyboardEvent<HTMLElement>) {
    // Keys pressed on a link or button inside a cell are theirs.
    if (event.target !== event.currentTarget) return;
    const item = items[index];
    if (event.key === 'Enter' && onActivate && item !== undefined) {
      event.preventDefault();
      onActivate(item);
      return;
    }
    const target = targetIndex(event.key, index, items.length - 1);
    if (target === undefined) return;
    event.preventDefault();
    setActive(target);
    elements.current[target]?.focus();
  }

  return (index: number) => ({
    ref: (element: HTMLElement | null) => {
      elements.current[index] = element;
    },
    tabIndex: index === tabStop ? 0 : -1,
    onFocus: () => setActive(index),
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => onKeyDown(index, event),
  });
}
