import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  ZBeachRankingRulesList,
  type BeachRankingKind,
  type TBeachRankingRules,
  type TBeachRankingRulesList,
} from '@libero/shared/competitions/beach-api';
import { entityListQuery } from '../../../lib/entities/entity-queries';
import { getJson, putJson } from '../../../lib/http';
import { BEACH_CATEGORY_FIELDS, type BeachCategoryRow } from '../../beach';
import { adminKeys } from '../admin-api';

/** A beach category as the settings page reads it: the tournaments' row, with its points table. */
export type BeachCategoryRecord = BeachCategoryRow & {
  /** `from-to:points:prize` bands, the prize money in minor units of `currency`. */
  awards: string | null;
  version: number;
};

export const CATEGORY_FIELDS = [...BEACH_CATEGORY_FIELDS, 'Awards', 'Version'];

/** The categories are few (a dozen at most): one page holds them all. */
const ALL = { skip: 0, take: 1000 } as const;

/** The settings are being edited: the page reads them once, and again only when asked. */
const NO_REFRESH_BEHIND_BACKS = { refetchOnWindowFocus: false, refetchOnReconnect: false } as const;

/** The categories with their draw sizes and points table, by number (a save refreshes the entity's lists). */
export function categoriesQuery() {
  return {
    ...entityListQuery('BeachCategory', { fields: CATEGORY_FIELDS, sort: ['No'], page: ALL }),
    ...NO_REFRESH_BEHIND_BACKS,
    // The panel shows its own error.
    meta: { silent: true },
  };
}

export const beachSettingsKeys = {
  all: [...adminKeys.all, 'beach-settings'] as const,
  rankingRules: () => [...beachSettingsKeys.all, 'ranking-rules'] as const,
};

/** `GET /api/beach/ranking-rules`: the world and Olympic selection rankings' rules. */
export function rankingRulesQuery() {
  return queryOptions({
    queryKey: beachSettingsKeys.rankingRules(),
    queryFn: async (): Promise<TBeachRankingRulesList> =>
      (await getJson('/api/beach/ranking-rules', ZBeachRankingRulesList)).data,
    ...NO_REFRESH_BEHIND_BACKS,
    meta: { silent: true },
  });
}

/** `PUT /api/admin/beach-ranking-rules/{kind}`: the ranking's new rules (computed again at once); answers both. */
export async function saveRankingRules(
  kind: BeachRankingKind,
  rules: TBeachRankingRules,
): Promise<TBeachRankingRulesList> {
  return (await putJson(`/api/admin/beach-ranking-rules/${kind}`, rules, ZBeachRankingRulesList)).data;
}

/**
 * The beach rankings' queries (`beachRankingKeys.all` of the beach feature, which offers no
 * index to import it from): new rules change every ranking and player's explanation.
 */
const BEACH_RANKINGS_KEY = ['beach-rankings'] as const;

export function refreshBeachRankings(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: BEACH_RANKINGS_KEY });
}
