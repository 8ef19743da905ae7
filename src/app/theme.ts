/**
 * Theme: PrimeReact's Lara Light theme recoloured to the console's primary #4880BB,
 * PrimeIcons, and the console's own CSS (src/app/theme.css). Which rule wins is the cascade
 * layers' say, not the order they arrive in (the dev server and the build order them apart):
 * Lara in `primereact`, PrimeIcons in `vendor`, the console's element defaults in `base` below
 * them, its other rules unlayered above (src/app/css-layers.ts, plugin `css-layers`).
 *
 * Why recolour the CSS text: PrimeReact 10's precompiled Lara themes write the blue palette as
 * literal colours in ~300 rules (only `--primary-color` is a variable, and the components do
 * not read it), so overriding CSS variables alone leaves buttons, focus rings and highlights
 * blue. `recolourLara` (theme-recolour.ts) maps the five Lara blue shades (and their rgba forms)
 * to CSS variables (`--primary-50/200/500/600/700`, `--primary-rgb`) defined in theme.css, and
 * replaces the Inter font (Latin only) with the Japanese font stack. The build applies it to the
 * theme's CSS file (vite.config.ts, plugin `lara-recolour`): the theme is a stylesheet loaded in
 * parallel, not 230 KB of JavaScript text in the entry chunk. A PrimeReact upgrade is
 * picked up automatically (a unit test checks no Lara blue survives).
 */
import 'primereact/resources/themes/lara-light-blue/theme.css'
import 'primeicons/primeicons.css'
import './theme.css'

export { recolourLara } from './theme-recolour'
