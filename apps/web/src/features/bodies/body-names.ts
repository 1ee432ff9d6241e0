import type { Language } from '@libero/shared/i18n/languages';

/** A federation's names as a record holds them (JSON names); the English one is required. */
export type NamedBody = { name?: unknown; nameFr?: unknown; nameEs?: unknown };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A federation's name in the interface language, its English name where that one is not given. */
export function localName(record: NamedBody, language: Language): string {
  const local = language === 'fr' ? text(record.nameFr) : language === 'es' ? text(record.nameEs) : '';
  return local || text(record.name);
}

/** The registry field holding a federation's name in a language (`NameFr`), for columns and sorting. */
export function nameField(language: Language): 'Name' | 'NameFr' | 'NameEs' {
  return language === 'fr' ? 'NameFr' : language === 'es' ? 'NameEs' : 'Name';
}

/** An address a link may open: http(s) only, so that a stored `javascript:` never runs. */
export function safeWebUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const url = value.trim();
  if (/^https?:\/\/[^\s]+$/i.test(url)) return url;
  // A bare host (`www.fipav.it`) is an address too.
  return /^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(url) ? `https://${url}` : undefined;
}
