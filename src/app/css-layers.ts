/**
 * The console's CSS cascade layers (docs/decisions.md "CSS cascade layers"), lowest first:
 *
 * - `base`: the console's element defaults (box sizing, the body's font, the colour of a plain
 *   link, the focus outline): src/app/theme.css `@layer base { … }`;
 * - `vendor`: every other stylesheet of a package (PrimeIcons);
 * - `primereact`: PrimeReact's Lara theme, all of it, in the layer PrimeReact's own components
 *   inject their styles into (`@layer primereact`), so the two cascade together as PrimeReact
 *   means them to;
 * - above them all, unlayered: the console's own rules (theme.css and each component's CSS).
 *
 * Why: an unlayered rule beats every layered one, whatever its specificity and wherever it comes.
 * Lara puts most of its rules in `@layer primereact` but not its variables and editor rules, and
 * PrimeIcons none, so which of those won depended on the order the stylesheets arrived in — and
 * the dev server (one `<style>` per import, injected as modules run) and the build (files
 * concatenated per chunk, loaded by `<link>`) order them differently. And theme.css's unlayered
 * `a { color }` beat Lara's `.p-button { color: #fff }`: a link drawn as a button (新規登録, 編集)
 * had its label in the link colour on a fill of the same colour. Now the layers decide, declared
 * once in the same order everywhere (`layerOrder`: first in index.html, and at the top of every
 * layered stylesheet), however the stylesheets arrive.
 *
 * A plain module without imports: the build (vite.config.ts, plugin `css-layers`) puts a package's
 * stylesheet into its layer as it is read; tests/unit/css-layers.test.ts checks the result.
 */

/** The layers, lowest first; the same statement opens index.html's first style and theme.css. */
export const layerOrder = '@layer base, vendor, primereact;'

/** The layer of a stylesheet a module imports (Vite's module id), or undefined for the console's own (and anything not plain CSS). */
export const vendorLayerOf = (id: string): 'vendor' | 'primereact' | undefined => {
  if (!/[\\/]node_modules[\\/].*\.css$/.test(id)) return undefined
  return /[\\/]primereact[\\/]resources[\\/]themes[\\/]/.test(id) ? 'primereact' : 'vendor'
}

/** Where the top-level statement starting at `from` ends (after its `;` or its block's `}`), skipping strings and comments. */
const statementEnd = (css: string, from: number): number => {
  let depth = 0
  for (let i = from; i < css.length; i += 1) {
    const c = css[i]
    if (c === '/' && css[i + 1] === '*') {
      const close = css.indexOf('*/', i + 2)
      if (close < 0) throw new Error('css-layers: a comment is not closed')
      i = close + 1
    } else if (c === '"' || c === "'") {
      let j = i + 1
      while (j < css.length && css[j] !== c) j += css[j] === '\\' ? 2 : 1
      if (j >= css.length) throw new Error('css-layers: a string is not closed')
      i = j
    } else if (c === '{') depth += 1
    else if (c === '}') {
      depth -= 1
      if (depth < 0) throw new Error('css-layers: a "}" closes nothing')
      if (depth === 0) return i + 1
    } else if (c === ';' && depth === 0) return i + 1
  }
  if (depth !== 0) throw new Error('css-layers: a block is not closed')
  return css.length
}

/**
 * The stylesheet with every rule in `layer`: one `@layer <layer> { … }` after the order statement.
 * Blocks already in that layer (Lara's `@layer primereact { … }`) are taken out of their wrapper
 * rather than nested (a nested `primereact.primereact` would rank below what PrimeReact injects
 * into `primereact` itself). A statement that cannot live in a layer block (`@import`, `@charset`,
 * `@namespace`, a layer order of its own) fails the build: it would need a decision, not a guess.
 */
export const intoLayer = (css: string, layer: string): string => {
  const parts: Array<string> = []
  let i = 0
  while (i < css.length) {
    const rest = css.slice(i)
    const space = /^(\s|\/\*[\s\S]*?\*\/)+/.exec(rest)
    if (space) {
      i += space[0].length
      continue
    }
    const end = statementEnd(css, i)
    const statement = css.slice(i, end)
    i = end
    const atRule = /^@([a-z-]+)/i.exec(statement)?.[1]?.toLowerCase()
    if (atRule === 'import' || atRule === 'charset' || atRule === 'namespace' || (atRule === 'layer' && statement.trimEnd().endsWith(';'))) {
      throw new Error(`css-layers: "${statement.slice(0, 60)}" cannot move into the ${layer} layer`)
    }
    const own = new RegExp(`^@layer\\s+${layer}\\s*\\{`).exec(statement)
    parts.push(own ? statement.slice(own[0].length, statement.lastIndexOf('}')) : statement)
  }
  return `${layerOrder}\n@layer ${layer} {\n${parts.join('\n')}\n}\n`
}
