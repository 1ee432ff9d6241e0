import type { SelectOption } from '../../ui/select-filter';
import { utcOffsetLabel } from './match-time';

/** What the server takes besides the zones the browser lists (`Europe/Rome`): plain UTC. */
const UTC = 'UTC';

/** The IANA time zones this browser knows, by name; none on an engine that cannot list them. */
function knownZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
}

/** `Europe/Rome (UTC+1)`: the zone and its offset on `day` at noon, summer time included. */
export function timeZoneLabel(zone: string, day: string): string {
  const offset = utcOffsetLabel(day, '12:00', zone);
  return offset && offset !== zone ? `${zone} (${offset})` : zone;
}

let cached: { day: string; options: SelectOption[] } | undefined;

/**
 * Every IANA time zone as a choice, with today's offset; `current` (a hall's zone under a name the
 * browser does not list, `Asia/Calcutta`) stays offered.
 */
export function timeZoneOptions(current = '', today = new Date().toISOString().slice(0, 10)): SelectOption[] {
  if (cached?.day !== today) {
    const zones = [UTC, ...knownZones().filter((zone) => zone !== UTC)];
    cached = { day: today, options: zones.map((zone) => ({ value: zone, label: timeZoneLabel(zone, today) })) };
  }
  const { options } = cached;
  return current === '' || options.some((option) => option.value === current)
    ? options
    : [{ value: current, label: timeZoneLabel(current, today) }, ...options];
}
