/** The page the guided tour shows: the route named `applications`. */
export const TOUR_PAGE_PATH = '/empowerment/applications';

/** Asks a mounted applications page to start its tour again. */
const RESTART_EVENT = 'libero:restart-applications-tour';
const SEEN_KEY_PREFIX = 'tour:empowerment-applications:';

function seenKey(userNo: number): string {
  return `${SEEN_KEY_PREFIX}${userNo}`;
}

/** Whether this user has been through (or closed) the tour in this browser. */
export function tourSeen(userNo: number): boolean {
  try {
    return localStorage.getItem(seenKey(userNo)) !== null;
  } catch {
    return true; // nothing can be remembered: never show it on every visit
  }
}

export function markTourSeen(userNo: number): void {
  try {
    localStorage.setItem(seenKey(userNo), new Date().toISOString());
  } catch {
    // not remembered
  }
}

export type RestartTourInput = {
  userNo: number;
  /** The page shown now, and whether a navigation is under way (it may be leaving it). */
  pathname: string;
  navigating: boolean;
  go: (path: string) => void;
};

/**
 * "Restart tour" from the help section: forgets that the user saw it, so that the applications
 * page starts it when it opens, and tells the page if it is open already (and staying).
 */
export function restartTour({ userNo, pathname, navigating, go }: RestartTourInput): void {
  try {
    localStorage.removeItem(seenKey(userNo));
  } catch {
    // the page is told directly below
  }
  if (pathname === TOUR_PAGE_PATH && !navigating) window.dispatchEvent(new Event(RESTART_EVENT));
  else go(TOUR_PAGE_PATH);
}

export function onTourRestart(listener: () => void): () => void {
  window.addEventListener(RESTART_EVENT, listener);
  return () => window.removeEventListener(RESTART_EVENT, listener);
}
