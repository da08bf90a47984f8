/**
 * Import boundaries, checked by `npm test` (step "boundaries"). The server is layered:
 *   lib → db → repositories → jobs → media → mappers → plugins → modules → app.ts / server.ts / cli
 * and each arrow points one way only, so folders cannot import each other in a circle. Only
 * the data layer (db/, repositories/) talks to Drizzle; feature modules reach each other
 * through services (app.services), never through each other's files; a route reaches the data
 * only through its service. No files anywhere in the tree import each other in a circle.
 */
const SRC = '^apps/server/src/';
const layer = (name) => `${SRC}${name}/`;

/** `from` may not import any of `to` (folders above it). */
const below = (name, from, to) => ({
  name,
  severity: 'error',
  comment: `${from} sits below ${to.join(', ')} and may not import them`,
  from: { path: layer(from) },
  to: { path: `(${to.map(layer).join('|')})|${SRC}(app|server)\\.ts$` },
});

module.exports = {
  forbidden: [
    {
      name: 'orm-only-in-data-layer',
      severity: 'error',
      comment: 'Only apps/server/src/db and apps/server/src/repositories use Drizzle and the table definitions',
      from: { path: SRC, pathNot: `${SRC}(db|repositories)/` },
      to: { path: ['^node_modules/drizzle-orm/', `${SRC}db/schema/`] },
    },
    {
      name: 'no-module-to-module',
      severity: 'error',
      comment: 'A feature module calls another through its service on app.services, never through its files',
      from: { path: `${SRC}modules/([^/]+)/` },
      to: { path: `${SRC}modules/`, pathNot: `${SRC}modules/$1/` },
    },
    below('lib-is-the-bottom', 'lib', [
      'db',
      'repositories',
      'jobs',
      'media',
      'mappers',
      'plugins',
      'modules',
      'cli',
      'config',
    ]),
    below('db-below-repositories', 'db', ['repositories', 'jobs', 'media', 'mappers', 'plugins', 'modules', 'cli']),
    below('repositories-below-jobs', 'repositories', ['jobs', 'media', 'mappers', 'plugins', 'modules', 'cli']),
    below('jobs-below-media', 'jobs', ['media', 'mappers', 'plugins', 'modules', 'cli']),
    below('media-below-mappers', 'media', ['mappers', 'plugins', 'modules', 'cli']),
    below('mappers-below-plugins', 'mappers', ['plugins', 'modules', 'cli']),
    below('plugins-below-modules', 'plugins', ['modules', 'cli']),
    {
      name: 'routes-through-services',
      severity: 'error',
      comment: 'A route parses input and picks the status; its service reads and writes the data',
      from: { path: `${SRC}.+\\.routes\\.ts$` },
      to: { path: `${SRC}repositories/` },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Files that import each other in a circle, anywhere in the tree',
      from: { path: '^(apps/server/src|apps/web/src|packages/shared/src|bench|e2e)/' },
      to: { circular: true },
    },
    {
      name: 'web-lib-and-components-below-features',
      severity: 'error',
      comment: 'apps/web/src/lib and components are shared pieces: they never import a feature or a route',
      from: { path: '^apps/web/src/(lib|components)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-features-independent',
      severity: 'error',
      comment: 'A web feature never imports another; shared pieces move down to lib/ or components/',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'e2e-outside-the-server',
      severity: 'error',
      comment: 'Browser tests drive the product through HTTP; they never import server internals',
      from: { path: '^e2e/' },
      to: { path: '^apps/server/src/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
  },
};
