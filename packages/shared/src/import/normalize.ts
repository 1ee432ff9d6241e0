/**
 * The words of a header or a name, compared without regard to case, accents, spacing or
 * punctuation: `Date de naissance`, `DATE_DE_NAISSANCE` and `dateDeNaissance` give the same words.
 */
export function comparableWords(text: string): string[] {
  return (
    text
      // camelCase and PascalCase split into words (`FirstName`), capitals runs kept whole (`DOB`)
      .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word !== '')
  );
}

/** The words run together: what two spellings of one name share (`First name`, `FirstName`, `first-name`). */
export function comparableKey(text: string): string {
  return comparableWords(text).join('');
}
