import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { driver, type DriveStep, type Driver } from 'driver.js';
import 'driver.js/dist/driver.css';
import { markTourSeen, onTourRestart, tourSeen } from '../tour-request';

/** Elements of the applications page the tour points at (`data-tour` attributes). */
export const TOUR_ANCHORS = {
  intro: '[data-tour="applications-intro"]',
  newApplication: '[data-tour="new-application"]',
  federationProfile: '[data-tour="federation-profile"]',
  yourApplications: '[data-tour="your-applications"]',
} as const;

type HelpT = TFunction<'help'>;

/** SPEC §1: welcome, what an application is, create, federation profile, edit, congratulations. */
export function tourSteps(t: HelpT): DriveStep[] {
  const step = (
    key: 'welcome' | 'application' | 'create' | 'profile' | 'edit' | 'congratulations',
    element?: string,
  ) => ({
    ...(element ? { element } : {}),
    popover: { title: t(`tour.${key}.title`), description: t(`tour.${key}.description`) },
  });
  return [
    step('welcome'),
    step('application', TOUR_ANCHORS.intro),
    step('create', TOUR_ANCHORS.newApplication),
    step('profile', TOUR_ANCHORS.federationProfile),
    step('edit', TOUR_ANCHORS.yourApplications),
    step('congratulations'),
  ];
}

function createTour(t: HelpT, onClosed: () => void): Driver {
  const tour: Driver = driver({
    steps: tourSteps(t),
    showProgress: true,
    // driver.js fills in its own {{current}} and {{total}}.
    progressText: t('tour.progress', { current: '{{current}}', total: '{{total}}' }),
    nextBtnText: t('tour.next'),
    prevBtnText: t('tour.previous'),
    doneBtnText: t('tour.done'),
    popoverClass: 'libero-tour',
    animate: !window.matchMedia('(prefers-reduced-motion: reduce)').matches,
    // Closed by the user (Esc, ×, the overlay, or Done): remembered. Leaving the page is not.
    onDestroyStarted: () => {
      onClosed();
      tour.destroy();
    },
  });
  return tour;
}

/**
 * Runs the guided tour of the applications area on the user's first visit (remembered per user in
 * this browser), and again whenever the help section asks for it.
 */
export function useApplicationsTour(userNo: number): void {
  const { t } = useTranslation('help');
  useEffect(() => {
    let tour: Driver | undefined;
    const start = () => {
      tour?.destroy();
      tour = createTour(t, () => markTourSeen(userNo));
      tour.drive();
    };
    if (!tourSeen(userNo)) start();
    const stopListening = onTourRestart(start);
    return () => {
      stopListening();
      tour?.destroy();
    };
  }, [t, userNo]);
}
