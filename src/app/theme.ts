/**
 * Theme: PrimeReact's Lara Light theme recoloured to the console's primary #4880BB,
 * PrimeIcons, and the console's own CSS (src/app/theme.css).
 *
 * Why recolour the CSS text: PrimeReact 10's precompiled Lara themes write the blue palette as
 * literal colours in ~300 rules (only `--primary-color` is a variable, and the components do
 * not read it), so overriding CSS variables alone leaves buttons, focus rings and highlights
 * blue. `recolourLara` maps the five Lara blue shades (and their rgba forms) to CSS variables
 * (`--primary-50/200/500/600/700`, `--primary-rgb`) defined in theme.css, and replaces the
 * Inter font (Latin only) with the Japanese font stack. It runs once at start-up, before the
 * first render; a PrimeReact upgrade is picked up automatically (a unit test checks no Lara
 * blue survives).
 */
import laraLight from 'primereact/resources/themes/lara-light-blue/theme.css?raw'
import 'primeicons/primeicons.css'
import './theme.css'

/** Lara's blue shades → the console palette (variables defined in theme.css). */
const laraBlue: ReadonlyArray<readonly [RegExp, string]> = [
  [/#3b82f6/gi, 'var(--primary-500)'],
  [/#2563eb/gi, 'var(--primary-600)'],
  [/#1d4ed8/gi, 'var(--primary-700)'],
  [/#bfdbfe/gi, 'var(--primary-200)'],
  [/#eff6ff/gi, 'var(--primary-50)'],
  [/rgba\(\s*59\s*,\s*130\s*,\s*246\s*,/g, 'rgba(var(--primary-rgb),'],
]

export const recolourLara = (css: string): string => {
  let out = css.replace(/@font-face\s*{[^}]*}/g, '')
  out = out.replace(/"Inter var", sans-serif/g, 'var(--app-font)')
  out = out.replace(/font-feature-settings: "cv02", "cv03", "cv04", "cv11";/g, 'font-feature-settings: normal;')
  out = out.replace(/--font-feature-settings: "cv02", "cv03", "cv04", "cv11";/g, '--font-feature-settings: normal;')
  for (const [pattern, replacement] of laraBlue) out = out.replace(pattern, replacement)
  return out
}

export const themeStyleId = 'prime-theme'

/** Put the recoloured theme first in <head>, so theme.css and component styles override it. */
export const installTheme = (): void => {
  if (document.getElementById(themeStyleId)) return
  const style = document.createElement('style')
  style.id = themeStyleId
  style.textContent = recolourLara(laraLight)
  document.head.prepend(style)
}
