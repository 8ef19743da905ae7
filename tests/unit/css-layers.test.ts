/**
 * The console's cascade layers (src/app/css-layers.ts, docs/decisions.md "CSS cascade layers"):
 * every rule of a package's stylesheet lands in its layer (PrimeReact's theme in `primereact`,
 * flattened into the layer PrimeReact's components inject into; PrimeIcons in `vendor`), the
 * console's element defaults are in `base`, and the order is declared the same first thing in
 * index.html and theme.css. The browser suite checks the cascade itself, under the dev server
 * and the build (tests/e2e/dev-server.spec.ts, a11y.spec.ts).
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { intoLayer, layerOrder, vendorLayerOf } from '@src/app/css-layers'
import { recolourLara } from '@src/app/theme-recolour'

const resolve = createRequire(import.meta.url).resolve
const read = (file: string) => readFileSync(file, 'utf8')

/** The top-level statements of a stylesheet (blocks and `…;` statements), comments dropped: counted independently of css-layers.ts. */
const topLevel = (css: string): Array<string> => {
  const out: Array<string> = []
  let depth = 0
  let start = 0
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '')
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]
    if (c === '"' || c === "'") i = text.indexOf(c, i + 1)
    else if (c === '{') depth += 1
    else if ((c === '}' && --depth === 0) || (c === ';' && depth === 0)) {
      out.push(text.slice(start, i + 1).trim())
      start = i + 1
    }
  }
  expect(depth).toBe(0)
  expect(text.slice(start).trim()).toBe('')
  return out
}

describe('cascade layers', () => {
  it('declares base < vendor < primereact', () => {
    expect(layerOrder).toBe('@layer base, vendor, primereact;')
  })

  it('puts all of PrimeReact\'s theme (its variables and editor rules too) in the one primereact layer', () => {
    const lara = read(resolve('primereact/resources/themes/lara-light-blue/theme.css'))
    // what Lara leaves unlayered today: its variables and the editor's rules
    expect(topLevel(lara).filter((s) => !s.startsWith('@layer primereact')).length).toBeGreaterThan(0)
    const layered = intoLayer(recolourLara(lara), 'primereact')
    const statements = topLevel(layered)
    expect(statements).toHaveLength(2)
    expect(statements[0]).toBe(layerOrder)
    expect(statements[1]).toMatch(/^@layer primereact \{/)
    // flattened, not nested: no primereact.primereact below what PrimeReact injects
    expect(layered.match(/@layer/g)).toHaveLength(2)
    expect(layered).toContain('--primary-color: var(--primary-500)')
    expect(layered).toContain('.p-button {')
  })

  it('puts PrimeIcons in vendor, its font with it', () => {
    const icons = read(resolve('primeicons/primeicons.css'))
    const statements = topLevel(intoLayer(icons, 'vendor'))
    expect(statements).toHaveLength(2)
    expect(statements[1]).toMatch(/^@layer vendor \{\s*@font-face/)
  })

  it('keeps a block of another layer nested, and refuses what cannot live in a layer block', () => {
    expect(topLevel(intoLayer('@layer other { a { color: red } } b { color: "}" }', 'vendor'))[1]).toBe(
      '@layer vendor {\n@layer other { a { color: red } }\nb { color: "}" }\n}',
    )
    expect(() => intoLayer("@import 'x.css';", 'vendor')).toThrow(/cannot move into the vendor layer/)
    expect(() => intoLayer('@charset "utf-8"; a {}', 'vendor')).toThrow(/cannot move/)
    expect(() => intoLayer('@layer a, b; a {}', 'vendor')).toThrow(/cannot move/)
    expect(() => intoLayer('a { color: red', 'vendor')).toThrow(/not closed/)
  })

  it('layers package stylesheets only', () => {
    expect(vendorLayerOf('/w/node_modules/primereact/resources/themes/lara-light-blue/theme.css')).toBe('primereact')
    expect(vendorLayerOf('/w/node_modules/primeicons/primeicons.css')).toBe('vendor')
    expect(vendorLayerOf('/w/src/app/theme.css')).toBeUndefined()
    expect(vendorLayerOf('/w/node_modules/primeicons/primeicons.css?raw')).toBeUndefined()
    expect(vendorLayerOf('/w/node_modules/x/index.js')).toBeUndefined()
  })

  it('declares the order first in index.html and theme.css, and keeps the console\'s element defaults in base', () => {
    const html = read('index.html')
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'))
    // the document's first style: before any stylesheet the dev server or the build adds
    expect(head.indexOf(`<style>${layerOrder}</style>`)).toBeGreaterThan(0)
    expect(head.indexOf('<style')).toBe(head.indexOf(`<style>${layerOrder}</style>`))
    expect(head).not.toMatch(/<link[^>]+stylesheet/)

    const theme = topLevel(read('src/app/theme.css'))
    expect(theme[0]).toBe(layerOrder)
    const base = theme.find((s) => s.startsWith('@layer base {'))
    expect(base).toBeDefined()
    // a plain link's colour is a default: under `.p-button { color: #fff }` (a link drawn as a button)
    expect(base).toMatch(/\n\s*a \{\s*color: var\(--primary-600\);/)
    // no bare element default left unlayered (it would beat every PrimeReact rule, whatever their specificity)
    const selectors = (rule: string) => (rule.startsWith('@') ? [] : rule.slice(0, rule.indexOf('{')).split(',').map((x) => x.trim()))
    const bare = theme.flatMap(selectors).filter((x) => /^(a|body|html|#root|\*|\*::?(before|after)|:focus-visible)$/.test(x))
    expect(bare).toEqual([])
  })
})
