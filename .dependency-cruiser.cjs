/**
 * The layers of the house, checked on every `npm run lint` (docs/architecture.md explains them).
 * Each rule's name is what a violation prints, with both files.
 *
 * Web:    app → features → lib → ui (a feature reaches another only through its index.ts)
 * Server: app.ts → plugins → features → gateway → db → lib (same rule between features)
 * Shared: imports neither app.
 */
const WEB = '^apps/web/src/';
const SERVER = '^apps/server/src/';
/** Tests and their helpers may open up what they test; they still may not import in a circle. */
const TEST = '(\\.test\\.tsx?$|-test-[a-z-]+\\.tsx?$|/test-[a-z-]+\\.tsx?$|^apps/web/src/test/|^apps/server/test/)';

/** A feature reaches another feature only through the other's `index.ts`. */
const featureBoundary = (root) => ({
  name: `${root === WEB ? 'web' : 'server'}-feature-internals`,
  comment:
    "A feature uses another feature only through that feature's index.ts (what it offers to others). " +
    'Import from there, or add the export there.',
  severity: 'error',
  from: { path: `${root}features/([^/]+)/`, pathNot: TEST },
  to: {
    path: `${root}features/[^/]+/`,
    pathNot: [`${root}features/$1/`, `${root}features/[^/]+/index\\.tsx?$`],
  },
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Two modules that import each other (directly or around a loop): give the shared piece its own file.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'shared-imports-no-app',
      comment: 'packages/shared is used by both apps and must not depend on either.',
      severity: 'error',
      from: { path: '^packages/shared/' },
      to: { path: '^(apps|e2e)/' },
    },
    {
      name: 'apps-stay-apart',
      comment: 'The web app reaches the server only over HTTP, and the server never imports the web app.',
      severity: 'error',
      from: { path: '^apps/(web|server)/' },
      to: { path: '^apps/(web|server)/', pathNot: '^apps/$1/' },
    },

    // ── Web: app → features → lib → ui ───────────────────────────────────────────────
    {
      name: 'web-nothing-imports-app',
      comment: 'app/ composes the features (router, layouts, shell); nothing below imports it. Move the piece to lib/.',
      severity: 'error',
      from: { path: WEB, pathNot: [`${WEB}(app/|main\\.tsx$)`] },
      to: { path: `${WEB}app/` },
    },
    featureBoundary(WEB),
    {
      name: 'web-lib-below-features',
      comment: 'lib/ serves every feature and knows none of them.',
      severity: 'error',
      from: { path: `${WEB}lib/`, pathNot: TEST },
      to: { path: `${WEB}features/` },
    },
    {
      name: 'web-ui-at-the-bottom',
      comment: 'ui/ holds presentational primitives: it imports neither lib/ nor features.',
      severity: 'error',
      from: { path: `${WEB}ui/`, pathNot: TEST },
      to: { path: `${WEB}(lib|features)/` },
    },

    {
      name: 'web-no-world-countries',
      comment:
        'The web app reads countries through packages/shared/src/countries/countries.ts (a generated table of codes ' +
        'and en/fr/es names), never the generator that reads the whole world-countries data set (~120 KB gzipped).',
      severity: 'error',
      from: { path: WEB },
      to: { path: '^packages/shared/src/countries/country-table-source\\.ts$' },
    },

    // ── Server: app.ts → plugins → features → gateway → db → lib ─────────────────────
    {
      name: 'server-only-the-app-composes',
      comment:
        'main.ts, app.ts, entity-bindings.ts, demo-seeders.ts, db-cli.ts, backup-cli.ts (with backup/) and import-vis-cli.ts put the parts together; nothing below imports them.',
      severity: 'error',
      from: {
        path: SERVER,
        pathNot: [
          TEST,
          `${SERVER}(main|app|entity-bindings|demo-seeders|db-cli|backup-cli|import-vis-cli)\\.ts$`,
          `${SERVER}(bench|backup)/`,
        ],
      },
      to: {
        path: [
          `${SERVER}(main|app|entity-bindings|demo-seeders|db-cli|backup-cli|import-vis-cli)\\.ts$`,
          `${SERVER}backup/`,
        ],
      },
    },
    {
      name: 'server-services-never-import-routes',
      comment:
        'Route modules (*-routes.ts, *-plugin.ts) are registered, by app.ts or by a route module of their folder; ' +
        'services, bindings and helpers never import them: move the shared piece to a file of its own.',
      severity: 'error',
      from: { path: SERVER, pathNot: [TEST, `${SERVER}app\\.ts$`, '-(routes|plugin)\\.ts$'] },
      to: { path: `${SERVER}.+-(routes|plugin)\\.ts$` },
    },
    {
      name: 'server-routes-register-their-own-folder',
      comment: 'A route module registers only route modules of its own folder; app.ts registers the rest.',
      severity: 'error',
      from: { path: `${SERVER}(.+)/[^/]+-(routes|plugin)\\.ts$`, pathNot: TEST },
      to: { path: `${SERVER}.+-(routes|plugin)\\.ts$`, pathNot: `${SERVER}$1/[^/]+$` },
    },
    featureBoundary(SERVER),
    {
      name: 'server-features-below-plugins',
      comment: 'Features do not import the app-wide plugins; plugins may use a feature through its index.ts.',
      severity: 'error',
      from: { path: `${SERVER}features/`, pathNot: TEST },
      to: { path: `${SERVER}plugins/` },
    },
    {
      name: 'server-plugins-use-feature-entries',
      comment: "Plugins use a feature only through the feature's index.ts.",
      severity: 'error',
      from: { path: `${SERVER}plugins/`, pathNot: TEST },
      to: { path: `${SERVER}features/`, pathNot: `${SERVER}features/[^/]+/index\\.ts$` },
    },
    {
      name: 'server-gateway-below-features',
      comment:
        "The gateway is the engine the features plug into: it uses a feature only through the feature's index.ts " +
        '(the audit log, the signed-in user) and gets the entity bindings registered by app.ts.',
      severity: 'error',
      from: { path: `${SERVER}gateway/`, pathNot: TEST },
      to: { path: `${SERVER}(features/|plugins/)`, pathNot: `${SERVER}features/[^/]+/index\\.ts$` },
    },
    {
      name: 'server-db-at-the-bottom',
      comment: 'db/ (schema, migrations, seed) knows no feature, gateway or plugin.',
      severity: 'error',
      from: { path: `${SERVER}db/`, pathNot: TEST },
      to: { path: `${SERVER}(features|gateway|plugins)/` },
    },
    {
      name: 'server-lib-is-generic',
      comment: 'lib/ holds generic helpers: no database, feature, gateway or plugin.',
      severity: 'error',
      from: { path: `${SERVER}lib/`, pathNot: TEST },
      to: { path: `${SERVER}(db|features|gateway|plugins)/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.tmp|test-results|playwright-report|data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
