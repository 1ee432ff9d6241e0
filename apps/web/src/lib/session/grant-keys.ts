import type { Access } from '@libero/shared/auth/accesses';

/**
 * Each grant's key under `account:grants.names` and `account:grants.descriptions` (the access codes
 * hold dots, which i18next reads as nesting).
 */
export const GRANT_KEYS = {
  'volley.nationalLeague': 'volleyNationalLeague',
  legal: 'legal',
  'media.articles': 'mediaArticles',
  'media.albums': 'mediaAlbums',
  empowerment: 'empowerment',
  'empowerment.admin': 'empowermentAdmin',
  nfCategorization: 'nfCategorization',
} as const satisfies Record<Access, string>;
