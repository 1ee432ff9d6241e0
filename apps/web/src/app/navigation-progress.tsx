import { useEffect } from 'react';
import { useNavigation } from 'react-router';
import NProgress from 'nprogress';

// SPEC §9: a thin bar, no spinner; minimum 0.08, speed 200 ms, trickle every 800 ms.
NProgress.configure({ minimum: 0.08, speed: 200, trickleSpeed: 800, showSpinner: false });

export function startProgress() {
  NProgress.start();
}

export function endProgress() {
  NProgress.done();
}

/** Runs the progress bar while a navigation loads its route modules and data. */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  useEffect(() => {
    if (busy) startProgress();
    else endProgress();
  }, [busy]);
  return null;
}
