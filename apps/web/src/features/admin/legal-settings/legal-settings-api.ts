import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { ZLegalSettings, type TLegalSettings } from '@libero/shared/legal/origin-rules';
import { getJson, putJson } from '../../../lib/http';
import { adminKeys } from '../admin-api';

/** The rules as saved, with the version a save must name (409 when someone saved since). */
const ZStoredLegalSettings = ZLegalSettings.extend({ version: z.number().int().min(0) });
export type TStoredLegalSettings = z.infer<typeof ZStoredLegalSettings>;

export const legalSettingsKeys = {
  all: [...adminKeys.all, 'legal-settings'] as const,
};

const SETTINGS_PATH = '/api/legal/settings';

/** `GET /api/legal/settings`: the eligibility rules, fee, minimum age and deadlines in force. */
export function legalSettingsQuery() {
  return queryOptions({
    queryKey: legalSettingsKeys.all,
    queryFn: () => getJson(SETTINGS_PATH, ZStoredLegalSettings),
    // The settings are being edited: read once, and again only when asked.
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    // The page shows its own error.
    meta: { silent: true },
  });
}

/** `PUT /api/legal/settings`: the new rules, with the version read; answers them as saved. */
export function saveLegalSettings(settings: TLegalSettings, version: number): Promise<TStoredLegalSettings> {
  return putJson(SETTINGS_PATH, { ...settings, version }, ZStoredLegalSettings);
}
