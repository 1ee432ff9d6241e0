import type { Locale } from 'date-fns';
import type { Language } from '@libero/shared/i18n/languages';

/**
 * date-fns' French and Spanish texts (month and day names, localised formats), fetched with their
 * language: `i18n.ts` loads them with the `dates` catalogue, so a browser downloads only its own.
 * English needs nothing fetched (`date-formats.ts` writes it with en-GB: date-fns' built-in en-US
 * with day-first formats).
 */
const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<Locale>> = {
  fr: async () => (await import('date-fns/locale/fr')).fr,
  es: async () => (await import('date-fns/locale/es')).es,
};

const loaded: Partial<Record<Language, Locale>> = {};

/** Fetches a language's date-fns locale (once), so that `loadedDateLocale` has it. */
export async function loadDateLocale(language: Language): Promise<void> {
  if (language === 'en' || loaded[language]) return;
  loaded[language] = await LOADERS[language]();
}

/** The date-fns locale of French or Spanish once fetched; none for English. */
export function loadedDateLocale(language: Language): Locale | undefined {
  return loaded[language];
}
