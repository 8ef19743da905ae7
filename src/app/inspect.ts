/**
 * The Stately inspector, in development only.
 *
 * Open the console with `?inspect` in the address (e.g. http://127.0.0.1:5173/?inspect), or run
 * the dev server with `VITE_INSPECT=1`: a Stately inspector window opens and shows every actor
 * created with `inspect` (the app-wide actors through `createActor` below; a page's actor with
 * `useActorRef(machine, { input, inspect })`), their states, events and context.
 *
 * Actors are created when their modules load, before the inspector (a dynamic import) has loaded:
 * `inspect` keeps their events until it has, then hands them over in order. In a production build
 * `import.meta.env.DEV` is false, `inspect` is undefined and the inspector is not in the bundle.
 */
import { Actor, type createActor as createXstateActor, type InspectionEvent } from 'xstate'

/** Whether the inspector was asked for: `?inspect` in the address, or the env flag. */
export const inspectorRequested = (search: string, flag: string | undefined): boolean =>
  flag === '1' || flag === 'true' || new URLSearchParams(search).has('inspect')

const enabled =
  import.meta.env.DEV &&
  typeof window !== 'undefined' &&
  inspectorRequested(window.location.search, import.meta.env.VITE_INSPECT as string | undefined)

let forward: ((event: InspectionEvent) => void) | undefined
const early: Array<InspectionEvent> = []

/** The inspection observer to give an actor (`createActor(logic, { inspect })`); undefined when off. */
export const inspect: ((event: InspectionEvent) => void) | undefined = enabled
  ? (event) => (forward ? forward(event) : void early.push(event))
  : undefined

if (enabled) {
  void import('@statelyai/inspect').then(
    ({ createBrowserInspector }) => {
      const inspector = createBrowserInspector()
      forward = (event) => inspector.inspect.next?.(event)
      for (const event of early.splice(0)) forward(event)
    },
    (error: unknown) => console.error('Stately inspector could not be loaded', error),
  )
}

/** xstate's `createActor` (what it does: `new Actor(logic, options)`), with the inspector attached when it is on. */
export const createActor: typeof createXstateActor = (logic, ...[options]) =>
  new Actor(logic, { ...options, ...(inspect && !options?.inspect ? { inspect } : {}) })
