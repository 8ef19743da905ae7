#!/usr/bin/env node
/**
 * `npm run audit:lockfile`: every package package-lock.json locks (each name at each version it is
 * installed at, dev ones included) checked against the advisory data of the registry npm is set up
 * with — the bulk advisory endpoint `npm audit` posts to (`<registry>/-/npm/v1/security/advisories/bulk`).
 * An advisory whose `vulnerable_versions` covers a locked version is an open advisory: listed, and
 * the exit code is 1.
 *
 * Where the registry does not answer (the one this project installs from refuses the endpoint with
 * 405; no network; a timeout of 15 s), nothing was checked: the script says so — 'not checked' and
 * why — and exits 0, so `npm test` does not fail for a registry it cannot reach. `--strict` makes
 * that exit 2 (for a release check that must have the answer). The advisories checked by hand are
 * in docs/dependencies.md (docs/dependencies.md "Advisory check").
 *
 * Usage: node scripts/audit-lockfile.mjs [--lockfile package-lock.json] [--registry URL] [--strict] [--json]
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import semver from 'semver'
/* global AbortSignal */

/** Every locked package: name → its locked versions (links and the root left out). */
export const lockedPackages = (lock) => {
  const found = new Map()
  for (const [path, entry] of Object.entries(lock.packages ?? {})) {
    if (path === '' || entry.link || !entry.version) continue
    const name = entry.name ?? path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)
    if (!found.has(name)) found.set(name, new Set())
    found.get(name).add(entry.version)
  }
  return new Map([...found].map(([name, versions]) => [name, [...versions].sort()]))
}

/** The body the bulk endpoint takes: `{ name: [versions] }`. */
export const bulkBody = (packages) => Object.fromEntries(packages)

/**
 * The open advisories: each advisory of the answer whose vulnerable range covers a locked version
 * of its package (the endpoint may answer advisories of other versions too).
 */
export const openAdvisories = (packages, answer) =>
  Object.entries(answer ?? {}).flatMap(([name, advisories]) =>
    (Array.isArray(advisories) ? advisories : []).flatMap((a) =>
      (packages.get(name) ?? [])
        .filter((version) => semver.satisfies(version, a.vulnerable_versions ?? '*', { includePrerelease: true }))
        .map((version) => ({ name, version, id: a.id, url: a.url ?? '', title: a.title ?? '', severity: a.severity ?? 'unknown', range: a.vulnerable_versions ?? '*' })),
    ),
  )

const registryOf = (given) => {
  if (given) return given
  try {
    return execFileSync('npm', ['config', 'get', 'registry'], { encoding: 'utf8' }).trim()
  } catch {
    return 'https://registry.npmjs.org/'
  }
}

/**
 * Asks the registry. Answers `{ checked: true, answer }` or `{ checked: false, reason }` (never
 * throws: a registry that cannot answer is reported, not taken for a clean result).
 */
export const askRegistry = async (registry, packages, { timeoutMs = 15_000 } = {}) => {
  const url = `${registry.replace(/\/+$/, '')}/-/npm/v1/security/advisories/bulk`
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: gzipSync(JSON.stringify(bulkBody(packages))),
      signal: AbortSignal.timeout(timeoutMs),
    })
    if (!response.ok) return { checked: false, reason: `${url} answered ${response.status} ${response.statusText}`.trim() }
    const text = await response.text()
    let answer
    try {
      answer = JSON.parse(text)
    } catch {
      return { checked: false, reason: `${url} answered ${response.status} with no JSON` }
    }
    if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return { checked: false, reason: `${url} answered something other than advisories by package` }
    return { checked: true, answer }
  } catch (error) {
    const cause = error?.cause?.code ?? error?.name ?? 'error'
    return { checked: false, reason: `${url} did not answer (${cause}: ${error?.message ?? error})` }
  }
}

const main = async () => {
  const args = process.argv.slice(2)
  const option = (name) => {
    const i = args.indexOf(`--${name}`)
    return i >= 0 ? args[i + 1] : undefined
  }
  const lock = JSON.parse(readFileSync(option('lockfile') ?? 'package-lock.json', 'utf8'))
  const packages = lockedPackages(lock)
  const versions = [...packages.values()].reduce((n, v) => n + v.length, 0)
  const registry = registryOf(option('registry'))
  const result = await askRegistry(registry, packages)
  if (!result.checked) {
    const line = `audit:lockfile: not checked — ${packages.size} packages (${versions} versions) locked; the registry gave no advisory data: ${result.reason}. See docs/dependencies.md for the advisories checked by hand.`
    if (args.includes('--json')) console.log(JSON.stringify({ checked: false, reason: result.reason, packages: packages.size }))
    else console.log(line)
    process.exit(args.includes('--strict') ? 2 : 0)
  }
  const open = openAdvisories(packages, result.answer)
  if (args.includes('--json')) console.log(JSON.stringify({ checked: true, packages: packages.size, open }))
  else if (open.length === 0) console.log(`audit:lockfile: checked ${packages.size} packages (${versions} versions) against ${registry}: no open advisory`)
  else {
    console.log(`audit:lockfile: ${open.length} open advisor${open.length === 1 ? 'y' : 'ies'} in ${packages.size} locked packages:`)
    for (const a of open) console.log(`  ${a.name}@${a.version} (${a.severity}) ${a.title} — ${a.range} ${a.url}`)
  }
  process.exit(open.length === 0 ? 0 : 1)
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
