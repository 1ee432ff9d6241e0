import { useEffect } from 'react';
import { useNavigation } from 'react-router';
import NProgress from 'nprogress';

// SPEC §9: a thin bar, no spinner; minimum 0.08, speed 200 ms, trickle every 800 ms. The bar is
// decoration (the page says when it is loading): nprogress's own template gives it `role="bar"`,
// which is no ARIA role, so screen readers are told nothing of it.
NProgress.configure({
  minimum: 0.08,
  speed: 200,
  trickleSpeed: 800,
  showSpinner: false,
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: '.bar',
});

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
