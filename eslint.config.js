import js from '@eslint/js'
import tseslint from 'typescript-eslint'

// Import boundaries (docs/architecture.md): a wrong arrow fails CI.
//   views    -> machines, domain, app-neutral helpers; never services
//   machines -> domain only; never services, views, React, Firebase or fetch
//   services -> domain; never React, machines or views
// A role is a folder of the shared layers (src/views, src/machines, src/services, src/domain) or,
// inside an area folder (src/areas/<area>/), the file's suffix (src/app/area.ts):
//   *.page.tsx *.component.tsx *.section.tsx *.dialog.tsx *.text.ts  views    *.machine.ts  machines
//   *.ops.ts  services    *.search.ts  domain    *.area.ts *.lazy.ts(x) *.wiring.ts  app
// tests/unit/area-roles.test.ts holds every file of an area to one of these suffixes.
// Areas talk through a public face (issue 39): a file of src/areas/<x>/ imports another area only
// through its index (`'../<y>'`, src/areas/<y>/index.ts, which re-exports only that area's own files),
// or one of its leaf declarations, `../<y>/<name>.text` (strings) and `../<y>/<name>.search` (URL
// Schemas), which themselves import no area's index. One barrel per area would otherwise tie two
// areas that use each other's texts into a circle (the points dialog speaks doctor.text).
const restrict = (patterns, extra = []) => ({
  'no-restricted-imports': ['error', { patterns: [...patterns, ...extra] }],
})
const services = { group: ['**/services/**', '@/services/**', '**/*.ops'], message: 'Only the composition root (src/app, an area\'s *.wiring.ts) may import services.' }
const views = { group: ['**/views/**', '**/*.page', '**/*.component', '**/*.section', '**/*.dialog', '**/*.text'], message: 'Machines and services never import views.' }
const machines = { group: ['**/machines/**', '**/*.machine'], message: 'Services never import machines.' }
const appMessage = 'Only the composition root imports the app (src/app, an area\'s *.area.ts / *.lazy.ts / *.wiring.ts).'
const app = { group: ['**/app/**', '**/*.area', '**/*.lazy', '**/*.wiring'], message: appMessage }
// the list of areas (src/areas/index.ts), also as '..' from inside an area folder
const areaList = { regex: '(^|/)areas(/index)?$|^\\.\\.(/index)?$', message: appMessage }
const otherArea = {
  regex: '^\\.\\./(?!\\.)[^/]+/(?!index$)(?![^/]+\\.(text|search)$)',
  message: 'Another area only through its public face: import from \'../<area>\' (src/areas/<area>/index.ts; export it there), or its *.text / *.search.',
}
const areaIndex = { regex: '^\\.\\./(?!\\.)[^/]+(/index)?$', message: 'A text or search declaration imports no area\'s index (it stays a leaf: the indexes may reach it).' }
const foreignFile = { regex: '^\\.\\./', message: 'An area\'s index re-exports its own files only.' }
const react = { group: ['react', 'react-dom', 'react/*', '@xstate/react', 'primereact', 'primereact/*'], message: 'Not a UI layer.' }
const firebase = { group: ['firebase', 'firebase/*'], message: 'Machines stay pure: Firebase is reached through an actor provided in src/app.' }
// One path (docs/architecture.md): only src/services builds requests; the composition root reaches
// the API through operations (src/services/*.ops.ts) run by `effectActor`, never the HTTP client.
const httpClient = {
  group: ['**/services/http/**', 'effect/http', 'effect/http/*'],
  message: 'Only src/services builds requests: call an operation (src/services/*.ops.ts) through effectActor.',
}
// Routes are declared at module level with typed params and search: a cast hides a wrong route.
const noRouteCasts = [
  'error',
  {
    selector: 'TSAsExpression > CallExpression[callee.name=/^use(Params|Search)$/], TSAsExpression > CallExpression[callee.property.name=/^use(Params|Search)$/]',
    message: 'No casts on useParams/useSearch: declare the route at module level with params.parse / validateSearch (src/app/routes).',
  },
  {
    selector: 'TSAsExpression > MemberExpression > CallExpression[callee.name=/^use(Params|Search)$/], TSAsExpression > MemberExpression > CallExpression[callee.property.name=/^use(Params|Search)$/]',
    message: 'No casts on useParams/useSearch: declare the route at module level with params.parse / validateSearch (src/app/routes).',
  },
]

// The reference server (docs/server.md): of the console it may import only src/domain/**, as the
// package path `#domain/…` (package.json "imports"), never by a relative path into src/; and the
// production server (server/src/**) never imports the test support in server/testing/. A relative
// import that climbs out of server/ reaches the repository root after as many `../` as the file is
// deep, so one block per depth (server/x.ts = 1 … server/a/b/c/d/x.ts = 5).
const serverDomainPatterns = (i) => [
  { regex: `^(\\.\\./){${i + 1}}src/domain/`, message: 'The server imports the domain as #domain/… (package.json "imports"), not by a path into src/.' },
  { regex: `^(\\.\\./){${i + 1}}(?!src/domain/)`, message: 'The server imports only src/domain/** from the console.' },
  { regex: '^#(?!domain/)', message: 'The server imports only src/domain/** from the console.' },
  ...(i >= 1 ? [{ regex: '^(\\.\\./)+testing(/|$)', message: 'The production server never imports server/testing (test support).' }] : []),
]
const serverOnlyDomain = Array.from({ length: 5 }, (_, i) => ({
  files: [`server/${'*/'.repeat(i)}*`],
  rules: { 'no-restricted-imports': ['error', { patterns: serverDomainPatterns(i) }] },
}))

// Server areas talk through a public face (issue 39; docs/architecture.md "Table ownership"): a file
// outside server/src/areas/<x>/ imports that area only through its index (`../x`, `./areas/x`),
// never one of its files. Exceptions: the shared helpers (areas/support), a table module importing
// another area's table for a foreign key, and the list of areas (areas/index.ts) taking each area's
// handlers. The blocks repeat the domain patterns above: a later block's rule replaces an earlier one.
const areaMessage = 'An area is imported only through its index (server/src/areas/<area>/index.ts): import \'../<area>\', not one of its files.'
const otherAreaFile = { regex: '^\\.\\./(?!support/|\\.\\./)[^/]+/(?!index$).+', message: areaMessage }
const otherAreaNonTable = { regex: '^\\.\\./(?!support/|\\.\\./)([^/]+)/(?!\\1\\.table$|index$).+', message: areaMessage }
const areaFileFromOutside = { regex: '(^|/)areas/(?!support/)[^/]+/(?!index$).+', message: areaMessage }
const serverAreaFaces = [
  ...[1, 2].map((i) => ({
    files: [`server/src/${'*/'.repeat(i - 1)}*.ts`],
    ignores: ['server/src/areas/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...serverDomainPatterns(i), areaFileFromOutside] }] },
  })),
  { files: ['server/src/areas/*/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [...serverDomainPatterns(3), otherAreaFile] }] } },
  { files: ['server/src/areas/*/*.table.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [...serverDomainPatterns(3), otherAreaNonTable] }] } },
]

export default tseslint.config(
  { ignores: ['.tmp/**', 'dist/**', 'dist-server/**', 'node_modules/**', '.data/**', 'contracts/pacts/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: {
      globals: Object.fromEntries(
        ['process', 'console', 'Buffer', 'setTimeout', 'clearTimeout', 'URL', 'fetch', 'TextDecoder'].map((g) => [g, 'readonly']),
      ),
    },
  },
  { files: ['src/**'], rules: { 'no-restricted-syntax': noRouteCasts } },
  // No `any` in the console or the server (issue 29): where one must stay, an eslint-disable comment
  // says why.
  { files: ['src/**', 'server/**'], rules: { '@typescript-eslint/no-explicit-any': 'error' } },
  // each role: its shared folder, then its files in the areas (the same arrows, plus the public faces)
  { files: ['src/app/**', 'src/main.tsx', 'src/areas/index.ts'], rules: { ...restrict([httpClient]), 'no-restricted-globals': ['error', 'fetch'] } },
  { files: ['src/areas/**/*.{area,lazy,wiring}.{ts,tsx}'], rules: { ...restrict([httpClient, otherArea]), 'no-restricted-globals': ['error', 'fetch'] } },
  { files: ['src/machines/**'], rules: { ...restrict([services, views, react, firebase, app, areaList]), 'no-restricted-globals': ['error', 'fetch'] } },
  { files: ['src/areas/**/*.machine.ts'], rules: { ...restrict([services, views, react, firebase, app, areaList, otherArea]), 'no-restricted-globals': ['error', 'fetch'] } },
  ...[
    { files: ['src/views/**'], extra: [] },
    { files: ['src/areas/**/*.{page,component,section,dialog}.tsx'], extra: [otherArea] },
    { files: ['src/areas/**/*.text.ts'], extra: [otherArea, areaIndex] },
  ].map(({ files, extra }) => ({
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [services, httpClient, app, areaList, ...extra],
          // Every page actor can be inspected (src/views/components/page-actor.ts).
          paths: [{ name: '@xstate/react', importNames: ['useActorRef', 'useMachine'], message: 'Use usePageActor (src/views/components/page-actor.ts).' }],
        },
      ],
      'no-restricted-globals': ['error', 'fetch'],
    },
  })),
  { files: ['src/services/**'], rules: restrict([views, machines, react, app, areaList]) },
  { files: ['src/areas/**/*.ops.ts'], rules: restrict([views, machines, react, app, areaList, otherArea]) },
  { files: ['src/domain/**'], rules: restrict([services, views, machines, react, firebase, app, areaList]) },
  { files: ['src/areas/**/*.search.ts'], rules: restrict([services, views, machines, react, firebase, app, areaList, otherArea, areaIndex]) },
  // an area's public face (src/areas/<area>/index.ts) re-exports its own files, nothing of another area
  { files: ['src/areas/*/index.ts'], rules: restrict([foreignFile]) },
  ...serverOnlyDomain,
  ...serverAreaFaces,
)
