import { useCallback, useState } from 'react';

const storageKey = (listId: string) => `libero.columns.${listId}`;

function readHidden(listId: string, defaults: readonly string[]): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey(listId)) ?? 'null');
    return Array.isArray(stored) && stored.every((id) => typeof id === 'string') ? stored : [...defaults];
  } catch {
    return [...defaults];
  }
}

/** The columns a user hid in a list, remembered in this browser. */
export function useHiddenColumns(listId: string, defaults: readonly string[]) {
  const [hidden, setHidden] = useState(() => readHidden(listId, defaults));
  const change = useCallback(
    (ids: string[]) => {
      setHidden(ids);
      try {
        localStorage.setItem(storageKey(listId), JSON.stringify(ids));
      } catch {
        // Without storage the choice lasts until the page is left.
      }
    },
    [listId],
  );
  return [hidden, change] as const;
}
