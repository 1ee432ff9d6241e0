import { countryName } from '@libero/shared/countries/countries';
import type { Language } from '@libero/shared/i18n/languages';
import { Flag } from '../../ui/flag';
import { TextLink } from '../../ui/text-link';

/** A federation's code after its flag; the flag is decorative, the code says it all. */
export function CodeWithFlag({ code }: { code: unknown }) {
  if (typeof code !== 'string' || code === '') return null;
  return (
    <span className="inline-flex items-center gap-2">
      <Flag code={code} label="" />
      <span>{code}</span>
    </span>
  );
}

/** The country's name for screen readers, its code when it has none. */
export function countryLabel(code: string, language: Language): string {
  return countryName(code, language) ?? code;
}

/** A record's name as a link to its profile: the way to open it with a tap or a keyboard. */
export function NameLink({ to, name }: { to: string; name: string }) {
  return <TextLink to={to}>{name}</TextLink>;
}
