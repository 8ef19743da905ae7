/**
 * PrimeReact's Lara Light theme recoloured to the console's primary #4880BB (see theme.ts for
 * why). A plain function without imports: the build (vite.config.ts, plugin `lara-recolour`)
 * applies it to the theme's CSS file, so the theme ships as a stylesheet, not as JavaScript.
 */
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
