import { createContext, useCallback, useContext, useEffect, useMemo, useRef } from 'react';

type UnsavedForms = {
  /** Says whether the form `key` has changes not saved. */
  report: (key: string, dirty: boolean) => void;
  /** Whether any form of the page has changes not saved. */
  hasUnsavedChanges: () => boolean;
};

/**
 * The page holds several forms (the fee table, a form per season) but a router has one prompt
 * before leaving: each form reports here whether it has unsaved changes.
 */
export const UnsavedFormsContext = createContext<UnsavedForms>({ report: () => {}, hasUnsavedChanges: () => false });

export function useUnsavedForms(): UnsavedForms {
  const dirty = useRef(new Set<string>());
  const report = useCallback((key: string, isDirty: boolean) => {
    if (isDirty) dirty.current.add(key);
    else dirty.current.delete(key);
  }, []);
  const hasUnsavedChanges = useCallback(() => dirty.current.size > 0, []);
  return useMemo(() => ({ report, hasUnsavedChanges }), [report, hasUnsavedChanges]);
}

/** Reports the form `key`'s unsaved changes to the page (and none once it is gone). */
export function useReportUnsaved(key: string, dirty: boolean): void {
  const { report } = useContext(UnsavedFormsContext);
  useEffect(() => {
    report(key, dirty);
    return () => report(key, false);
  }, [report, key, dirty]);
}
