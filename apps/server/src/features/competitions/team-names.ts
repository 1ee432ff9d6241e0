import { countryName } from '@libero/shared/countries/countries';

/** A national team is called by its country ("Italy"), its federation's name only failing that. */
export function nationalTeamName(countryCode: string | null, federationName: string): string {
  return countryName(countryCode, 'en') ?? federationName;
}
