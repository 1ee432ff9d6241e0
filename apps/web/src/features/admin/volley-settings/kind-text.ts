import type { Language } from '@libero/shared/i18n/languages';
import type { TournamentKindRecord } from './volley-settings-api';

type Named = Pick<TournamentKindRecord, 'no' | 'code' | 'name' | 'nameFr' | 'nameEs'>;

const filled = (text: string | null | undefined) => (text?.trim() ? text.trim() : undefined);

/** A kind as people name it: its name in the interface language, else the English one, else its code or number. */
export function kindName(kind: Named, language: Language): string {
  const local = language === 'fr' ? kind.nameFr : language === 'es' ? kind.nameEs : kind.name;
  return filled(local) ?? filled(kind.name) ?? filled(kind.code) ?? String(kind.no);
}
