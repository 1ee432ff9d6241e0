import type { Language } from '@libero/shared/i18n/languages';
import type { HelpGuideId } from '../../lib/help-link';
import type help from '../../locales/en/help.json';

/** Who a guide is for: the help page groups its guides by these, in this order. */
export const AUDIENCES = ['federation', 'tournamentManager', 'press'] as const;
export type Audience = (typeof AUDIENCES)[number];

/** A page a guide explains, linked from the guide (`help:pages.<key>`). */
export type GuidePage = { key: keyof (typeof help)['pages']; to: string };

export type GuideInfo = {
  audience: Audience;
  /**
   * The steps that show a picture, in order: the n-th is `/help/<language>/<guide>-<n>.jpg`, taken
   * by the browser tests on the demo (`e2e/tests/help-screenshots.spec.ts`).
   */
  pictureSteps: readonly number[];
  pages: readonly GuidePage[];
};

/** What is not text in each guide; the text is in `guides/<language>/<guide>.md`. */
export const GUIDE_INFO: Readonly<Record<HelpGuideId, GuideInfo>> = {
  'register-player': {
    audience: 'federation',
    pictureSteps: [1, 2],
    pages: [{ key: 'players', to: '/players' }],
  },
  'start-transfer': {
    audience: 'federation',
    pictureSteps: [1, 3],
    pages: [{ key: 'transfers', to: '/volley/transfers' }],
  },
  'file-legal-case': {
    audience: 'federation',
    pictureSteps: [1, 4],
    pages: [{ key: 'originChanges', to: '/legal/foo-changes' }],
  },
  'apply-for-empowerment': {
    audience: 'federation',
    pictureSteps: [1, 3],
    pages: [{ key: 'applications', to: '/empowerment/applications' }],
  },
  'run-indoor-tournament': {
    audience: 'tournamentManager',
    pictureSteps: [1, 4],
    pages: [{ key: 'volleyTournaments', to: '/volley/tournaments' }],
  },
  'run-beach-draw': {
    audience: 'tournamentManager',
    pictureSteps: [3, 5],
    pages: [{ key: 'beachTournaments', to: '/beach/tournaments' }],
  },
  'enter-match-results': {
    audience: 'tournamentManager',
    pictureSteps: [2, 3],
    pages: [
      { key: 'volleyTournaments', to: '/volley/tournaments' },
      { key: 'beachTournaments', to: '/beach/tournaments' },
    ],
  },
  'publish-article': {
    audience: 'press',
    pictureSteps: [2, 5],
    pages: [{ key: 'articles', to: '/media/articles' }],
  },
};

/** Where the n-th picture of a guide is (served from `apps/web/public`). */
export const picturePath = (language: Language, guide: HelpGuideId, n: number) => `/help/${language}/${guide}-${n}.jpg`;
