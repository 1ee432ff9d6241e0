import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from '@libero/shared/i18n/languages';
import { loadDateLocale } from './dates/date-locales';

/** SPEC §9: the language is kept in local storage under `locale`, English by default. */
export const LOCALE_STORAGE_KEY = 'locale';

/** Namespaces every page needs; feature namespaces are loaded with their routes. */
const INITIAL_NAMESPACES = ['common', 'errors', 'forms', 'dates', 'table'];

type Catalogue = { default: Record<string, unknown> };
const catalogues = import.meta.glob<Catalogue>('../locales/*/*.json');

/**
 * French and Spanish have a plural form English lacks (`many`: whole millions), but every catalogue
 * holds English's forms only (locales.test.ts): their `other` form stands in for it.
 */
export function withManyForms(catalogue: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(catalogue)) {
    out[key] = typeof value === 'object' && value !== null ? withManyForms(value as Record<string, unknown>) : value;
    const many = key.replace(/_other$/, '_many');
    if (many !== key && !(many in catalogue)) out[many] = value;
  }
  return out;
}

/**
 * Loads `locales/<language>/<namespace>.json` on demand: one chunk per catalogue, of the interface
 * language only. The date-fns locale comes with the `dates` catalogue, which every page loads: a
 * language is never switched to before its dates can be written.
 */
const catalogueBackend: BackendModule = {
  type: 'backend',
  callbackApi: false,
  init() {},
  read: (async (language: string, namespace: string) => {
    const load = catalogues[`../locales/${language}/${namespace}.json`];
    if (!load) throw new Error(`No catalogue ${language}/${namespace}`);
    const [module] = await Promise.all([
      load(),
      namespace === 'dates' && isLanguage(language) ? loadDateLocale(language) : undefined,
    ]);
    return language === 'en' ? module.default : withManyForms(module.default);
  }) as unknown as BackendModule['read'],
};

export const i18n = i18next.createInstance();

export function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** Whether this browser has a language chosen (in the user menu, on My account). */
export function hasChosenLanguage(): boolean {
  try {
    return isLanguage(localStorage.getItem(LOCALE_STORAGE_KEY));
  } catch {
    return false;
  }
}

/** The interface language now: always one of en, fr, es. */
export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** Switches the interface language and remembers it; anything but en, fr or es is refused. */
export async function setLanguage(language: string): Promise<void> {
  if (!isLanguage(language)) return;
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, language);
  } catch {
    // Storage can be unavailable (private mode): the choice then lasts until the page reloads.
  }
  await i18n.changeLanguage(language);
}

let initialised: Promise<unknown> | undefined;

export function initI18n(language: Language = storedLanguage()): Promise<unknown> {
  initialised ??= i18n
    .use(catalogueBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      // No other language is fetched as a fallback: every catalogue has every key (locales.test.ts).
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      load: 'languageOnly',
      ns: INITIAL_NAMESPACES,
      defaultNS: 'common',
      fallbackNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  return initialised;
}

/** Loads feature namespaces (e.g. before a lazy route renders) so that pages never flash keys. */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  await initI18n();
  await i18n.loadNamespaces([...namespaces]);
}

i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});
