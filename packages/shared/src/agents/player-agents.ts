/**
 * Players' agents (issue #25): licensed by a federation until a date, suspended by admins. The
 * status is never stored: suspension first, then the licence's validity on the day it is read
 * (computed where it is read, `AGENT_STATUS` on the server).
 */
export const AGENT_STATUSES = ['active', 'suspended', 'expired'] as const;
export type AgentStatus = (typeof AGENT_STATUSES)[number];

const LANGUAGE_NAMES = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

/** An ISO 639-1 language code (`en`, `es`, `pt`). */
export function isLanguageCode(code: string): boolean {
  return /^[a-z]{2}$/.test(code) && LANGUAGE_NAMES.of(code) !== undefined;
}

/** The codes of a space-separated list (`"es en pt"`), lower-cased, each once, in the order given. */
export function languageCodes(list: string): string[] {
  return [
    ...new Set(
      list
        .toLowerCase()
        .split(/[\s,]+/)
        .filter(Boolean),
    ),
  ];
}
