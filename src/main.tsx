/**
 * The entry: the theme's stylesheets and the first paint (src/app/first-paint.tsx). `/sign-in`
 * is drawn from this chunk alone and the console (src/app/console.tsx: router, session, services)
 * loads on the first thing staff do there; any other address loads the console at once.
 * What `/sign-in` loads first stays under 120 KB gzip (scripts/bundle-budget.mjs).
 * Any other address's chunks (console, main layout, area, page) are asked for at once,
 * from the list the server puts in index.html (src/app/route-chunks.ts).
 */
// first: the theme's stylesheet comes before every other stylesheet, which may override it
import './app/theme'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { FirstPaint, firstPaintApplies, startFirstPaint } from './app/first-paint'
import { preloadRouteChunks } from './app/route-chunks'

// the chunks this address needs, as the server listed them, fetched now and all at once
preloadRouteChunks()

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

const firstPaint = startFirstPaint(
  () => import('./app/console').then((module) => module.ConsoleApp),
  firstPaintApplies(window.location.pathname),
)

createRoot(container).render(
  <StrictMode>
    <FirstPaint actor={firstPaint} />
  </StrictMode>,
)
