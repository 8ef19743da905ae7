import type { ChartPassThroughOptions } from 'primereact/chart'

/**
 * A chart's accessible name, set on its canvas (`role="img"`) through PrimeReact's pass-through.
 * Not Chart's own `ariaLabel` prop: PrimeReact 10.9 also spreads that prop onto the wrapping div,
 * where React reports "Invalid ARIA attribute `ariaLabel`" on every page that draws a chart.
 */
export const canvasLabel = (label: string): ChartPassThroughOptions => ({ canvas: { 'aria-label': label } })
