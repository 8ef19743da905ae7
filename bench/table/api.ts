/**
 * What the table bench page (bench/table/main.tsx) exposes on `window.tableBench` for the
 * driver (bench/table.bench.ts). Types only: the driver runs in Node, the page in Chromium.
 */
export const variants = ['ours', 'prime', 'primeVirtual'] as const
export type Variant = (typeof variants)[number]

export const variantLabels: Record<Variant, string> = {
  ours: 'DataTable (TanStack + virtual)',
  prime: 'PrimeReact DataTable',
  primeVirtual: 'PrimeReact + virtualScroller',
}

/** Which rows: the first page, the next page (new rows), or the first page sorted the other way. */
export type RowSet = 'first' | 'next' | 'sorted'

export interface ScrollResult {
  /** Wall time of each step: scrollTop set → the second animation frame after it. */
  readonly stepMs: ReadonlyArray<number>
  /** Long animation frames (LoAF entries, all > 50 ms) while scrolling. */
  readonly longFrames: number
  readonly longestFrameMs: number
  /** The longest interval between two animation frames while scrolling (every frame, not only LoAF's > 50 ms). */
  readonly longestRafMs: number
  /** Steps after which no body row was under the centre of the viewport (blank area). */
  readonly blankSteps: number
  /** The last row was in the DOM at the end (always true for 'wheel'). */
  readonly reachedEnd: boolean
}

export interface ActiveRow {
  /** Position (0-based) of the keyboard-active row in the rows shown, or null when there is none. */
  readonly index: number | null
  /** The active row's element is in the DOM. */
  readonly inDom: boolean
  /** The active row's element is inside the visible part of the scrolling body. */
  readonly visible: boolean
  /** Keyboard focus is still inside the table. */
  readonly focusInTable: boolean
  readonly focused: string
}

export interface TableBench {
  readonly sizes: ReadonlyArray<number>
  /** Mount the variant with `size` rows; ms from render to the first rows painted. */
  mount(variant: Variant, size: number): Promise<number>
  /** Replace the rows of the mounted table; ms until the new first row is painted. */
  replace(rows: RowSet): Promise<number>
  unmount(): Promise<void>
  domCount(): number
  /** Body row height in px as laid out (the virtual scrollers assume 44). */
  rowHeight(): number
  /**
   * Scroll the body in `steps`: 'jump' = from top to bottom in equal jumps (dragging the
   * scrollbar: every step shows new rows), 'wheel' = 100 px a step from the top (mouse wheel).
   */
  scroll(steps: number, mode: 'jump' | 'wheel'): Promise<ScrollResult>
  /** Put keyboard focus on the table's tab stop. */
  focusTable(): void
  /** Centre of the scrolling area (for the mouse wheel). */
  scrollerCentre(): { readonly x: number; readonly y: number }
  activeRow(): ActiveRow
  frames(n: number): Promise<void>
}
