import { countryName } from '@libero/shared/countries/countries';
import { currentLanguage } from '../../../lib/i18n';
import { Flag } from '../../../ui/flag';

/** A country after its flag, named in the interface language. */
export function OrganizationCountry({ code }: { code: unknown }) {
  if (typeof code !== 'string' || code === '') return null;
  const name = countryName(code, currentLanguage()) ?? code;
  return (
    <span className="inline-flex items-center gap-2">
      <Flag code={code} label="" />
      <span>{name}</span>
    </span>
  );
}

/** A website, opened in a new tab, shown without its scheme. */
export function WebsiteLink({ url }: { url: unknown }) {
  if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) return null;
  return (
    <a href={url} target="_blank" rel="noreferrer" className="text-sky-800 underline-offset-2 hover:underline">
      {url.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '')}
    </a>
  );
}
