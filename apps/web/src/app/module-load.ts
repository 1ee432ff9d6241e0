/** SPEC §8: what the console says when a chunk of the app could not be fetched. */
export const MODULE_LOAD_MESSAGE = 'The application was not able to load all the modules';

/** Set when the page reloads because of a missing module: a second failure shows the error. */
const RELOADED_KEY = 'app:module-reload';

/** Errors already handled (a route's import, then the error page showing it). */
const handled = new WeakSet<object>();

/** A chunk of the app could not be fetched: usually a new version was deployed meanwhile. */
export function isModuleLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script/i.test(
    message,
  );
}

/** Whether the page already reloaded for a missing module (and a new failure must be shown). */
export function hasReloadedForModules(): boolean {
  try {
    return sessionStorage.getItem(RELOADED_KEY) !== null;
  } catch {
    return true; // nothing can be remembered: never reload blindly
  }
}

/**
 * Logs the failure and reloads the page once, so that a new deployment is picked up. Returns
 * false when the page already reloaded for this: the caller then shows the error (no loop).
 */
export function reloadForMissingModule(error: unknown): boolean {
  if (typeof error === 'object' && error !== null) {
    if (handled.has(error)) return false;
    handled.add(error);
  }
  console.error(MODULE_LOAD_MESSAGE, error);
  if (hasReloadedForModules()) return false;
  try {
    sessionStorage.setItem(RELOADED_KEY, String(Date.now()));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

/**
 * A page was shown: its modules all loaded, so a later failure (another deployment) may reload
 * again. Only called once a navigation has fully succeeded, never on a page that is failing.
 */
export function forgetModuleReload(): void {
  try {
    sessionStorage.removeItem(RELOADED_KEY);
  } catch {
    // nothing remembered, nothing to forget
  }
}
