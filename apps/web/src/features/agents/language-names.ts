import { languageCodes } from '@libero/shared/agents/player-agents';

const displayNames = new Map<string, Intl.DisplayNames>();

function namesIn(locale: string): Intl.DisplayNames {
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' });
    displayNames.set(locale, names);
  }
  return names;
}

/** A code's name in `locale`; a code without one (or no code at all) shows as it is. */
function nameOf(names: Intl.DisplayNames, code: string): string {
  try {
    return names.of(code) ?? code;
  } catch {
    return code; // not a language tag at all: Intl refuses it
  }
}

/** `"es en"` → `['Spanish', 'English']` in `locale`. */
export function languageNames(list: string | null | undefined, locale: string): string[] {
  const names = namesIn(locale);
  return languageCodes(list ?? '').map((code) => nameOf(names, code));
}
