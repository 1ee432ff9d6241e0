import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TriangleAlert, WifiOff } from 'lucide-react';
import { currentEnvironment, isProduction } from '../../lib/environment';
import { useOnline } from './use-online';

/** The banners' height, as `--banners-height` on the root: the sticky header and sidebar sit below them. */
function useBannersHeight() {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--banners-height', `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--banners-height');
    };
  }, []);
  return ref;
}

/**
 * SPEC §2: a banner while the browser is offline, and a red one outside the production network
 * (the choice only changes with a reload, so it is read once per render). They stay in view.
 */
export function ConnectionBanners() {
  const { t } = useTranslation();
  const online = useOnline();
  const environment = currentEnvironment();
  const ref = useBannersHeight();
  return (
    <div ref={ref} className="sticky top-0 z-40">
      {isProduction(environment) ? null : (
        <p
          data-testid="environment-banner"
          className="flex items-center justify-center gap-2 bg-red-700 px-4 py-1.5 text-center text-sm font-medium text-white"
        >
          <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
          {t('banners.environment', { environment })}
        </p>
      )}
      {online ? null : (
        <p
          role="status"
          className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-1.5 text-center text-sm font-medium text-amber-950 ring-1 ring-amber-300"
        >
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          {t('banners.offline')}
        </p>
      )}
    </div>
  );
}
