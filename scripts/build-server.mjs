#!/usr/bin/env node
// `npm run build:server [-- <out dir>]`: the reference server as plain JavaScript in dist-server/, run with
// `node dist-server/main.js` (and `node dist-server/migrate.js` for the migrations step).
// esbuild (installed with Vite) bundles our TypeScript (server/ and the shared src/domain);
// npm packages stay external, so the image needs `npm ci --omit=dev` next to dist-server/
// (tsx and other dev tools are not needed at run time).
// - target node24, the project's Node and the LTS a deployment runs (package.json engines).
//   tests/server/deploy.test.ts runs the output with plain node.
// - the migrations (server/drizzle/) are copied to dist-server/drizzle/, where
//   server/src/db/database.ts looks first;
// - the seed modules (server/src/seed/*.seed.ts and server/src/areas/<area>/*.seed.ts) are entry
//   points of their own, side by side in the output, because seeds.ts discovers them next to
//   itself at run time (SEED=demo).
import { cpSync, readdirSync, rmSync, statSync } from 'node:fs'
import { build } from 'esbuild'

const out = process.argv[2] ?? 'dist-server' // another directory for tests (tests/server/deploy.test.ts)
rmSync(out, { recursive: true, force: true })
const seedsIn = (dir) =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.seed.ts') && file !== 'demo.seed.ts')
    .map((file) => [file.replace(/\.ts$/, ''), `${dir}/${file}`])
const areaDirs = readdirSync('server/src/areas')
  .map((area) => `server/src/areas/${area}`)
  .filter((dir) => statSync(dir).isDirectory())
const seeds = Object.fromEntries([...seedsIn('server/src/seed'), ...areaDirs.flatMap(seedsIn)])
const result = await build({
  entryPoints: { main: 'server/src/main.ts', migrate: 'server/src/deploy/migrate.ts', ...seeds },
  outdir: out,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  packages: 'external',
  sourcemap: true,
  chunkNames: 'chunk-[hash]',
  logLevel: 'warning',
  metafile: true,
})
cpSync('server/drizzle', `${out}/drizzle`, { recursive: true })
const files = Object.keys(result.metafile.outputs).filter((f) => f.endsWith('.js'))
console.log(`${out}: ${files.length} files (${files.filter((f) => !f.includes('chunk-')).map((f) => f.replace(`${out}/`, '')).join(', ')}) + drizzle/`)
