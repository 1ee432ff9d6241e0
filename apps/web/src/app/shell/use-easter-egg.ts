import { useEffect } from 'react';
import { isKonamiCode, isTypingTarget, pushKey } from './konami';

/** The class that turns the page once (styles.css); the animation lasts 4 s (SPEC §9). */
export const SPIN_CLASS = 'easter-egg-spin';
export const SPIN_DURATION_MS = 4000;

function spinPage() {
  const root = document.documentElement;
  if (root.classList.contains(SPIN_CLASS)) return;
  root.classList.add(SPIN_CLASS);
  window.setTimeout(() => root.classList.remove(SPIN_CLASS), SPIN_DURATION_MS + 100);
}

/** SPEC §1: ↑↑↓↓←→←→ b a turns the page one full turn (not while typing in a field). */
export function useEasterEgg(): void {
  useEffect(() => {
    let typed: string[] = [];
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return;
      typed = pushKey(typed, event.key);
      if (!isKonamiCode(typed)) return;
      typed = [];
      spinPage();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
