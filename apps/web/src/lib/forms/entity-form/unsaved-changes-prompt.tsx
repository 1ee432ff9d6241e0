import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../../ui/confirm-dialog';

export type UnsavedChangesPromptProps = {
  /** Whether leaving now would lose changes; asked when the user leaves. */
  hasUnsavedChanges: () => boolean;
};

/** Closing or reloading the tab with unsaved changes: the browser asks with its own dialog. */
function useBeforeUnload(hasUnsavedChanges: () => boolean) {
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (hasUnsavedChanges()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasUnsavedChanges]);
}

/**
 * Asks before leaving a form whose changes are not saved: a link, the back button or Cancel open
 * a dialog (stay is the default, Esc stays too); closing the tab asks through the browser.
 */
export function UnsavedChangesPrompt({ hasUnsavedChanges }: UnsavedChangesPromptProps) {
  const { t } = useTranslation('entity-form');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges() &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useBeforeUnload(hasUnsavedChanges);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('unsaved.title')}
      message={t('unsaved.message')}
      cancelLabel={t('unsaved.stay')}
      confirmLabel={t('unsaved.leave')}
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
