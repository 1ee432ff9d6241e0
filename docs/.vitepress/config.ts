import { defineConfig } from 'vitepress';

const areas: [string, string][] = [
  ['People registry', 'people-registry'],
  ['Bodies', 'bodies'],
  ['Indoor competitions', 'indoor-competitions'],
  ['Beach volleyball', 'beach-volleyball'],
  ['Legal cases', 'legal-cases'],
  ['Empowerment programme', 'empowerment-programme'],
  ['Articles and press releases', 'articles-and-press-releases'],
  ['Albums', 'albums'],
  ['Media organisations, medical staff', 'media-organisations-and-accreditations'],
  ['Player injuries', 'player-injuries'],
  ['Saved exports', 'saved-exports'],
  ['Spreadsheet import', 'spreadsheet-import'],
  ['Copy from another VIS service', 'copy-from-vis'],
  ['Work queue', 'work-queue'],
];

/** The documentation site (`npm run docs`): the README's rest, built from `docs/`. A broken link fails the build. */
export default defineConfig({
  title: 'Libero',
  description: 'The administration platform of an international volleyball federation and its national federations',
  cleanUrls: true,
  lastUpdated: false,
  // Links to the code (`../apps/…`) leave the site: they are read on the repository, not here.
  ignoreDeadLinks: [/^\.\.\/(\.\.\/)?(apps|packages|e2e|tooling|README)/],
  themeConfig: {
    nav: [
      { text: 'Getting started', link: '/getting-started' },
      { text: 'Configuration', link: '/configuration' },
      { text: 'Operations', link: '/operations' },
      { text: 'VIS protocol', link: '/vis-protocol' },
      { text: 'HTTP API', link: '/http-api' },
    ],
    sidebar: [
      {
        text: 'Using and running it',
        items: [
          { text: 'Getting started', link: '/getting-started' },
          { text: 'Configuration', link: '/configuration' },
          { text: 'Operations', link: '/operations' },
          { text: 'Performance', link: '/performance' },
        ],
      },
      { text: "The areas' rules", items: areas.map(([text, slug]) => ({ text, link: `/areas/${slug}` })) },
      {
        text: 'For programs',
        items: [
          { text: 'VIS protocol', link: '/vis-protocol' },
          { text: 'HTTP API', link: '/http-api' },
        ],
      },
      {
        text: 'For contributors',
        items: [
          { text: 'Contributing', link: '/contributing' },
          { text: 'Architecture', link: '/architecture' },
          { text: 'Decisions', link: '/decisions/001-runtime-and-build' },
        ],
      },
    ],
    search: { provider: 'local' },
    outline: [2, 3],
  },
});
