/**
 * Hooks for browser tests, installed only in development or E2E builds
 * (`import.meta.env.DEV || import.meta.env.VITE_E2E`): `window.__consoleTest`.
 * - `enqueue(item)`: feed the message dialog queue (throws like `enqueueMessage`);
 * - `queued()`: how many messages wait;
 * - `work()`: start one unit of pending work for the loading bar; returns its end function;
 * - `routes()`: the full path of every route of the route tree (the accessibility pass visits them all).
 */
import type { MessageInput } from '../machines/message-queue.machine'
import { enqueueMessage, messageQueue } from './dialogs'
import { beginWork } from './loading'

export interface ConsoleTestHooks {
  readonly enqueue: (item: MessageInput) => void
  readonly queued: () => number
  readonly work: () => () => void
  readonly routes: () => ReadonlyArray<string>
}

declare global {
  interface Window {
    __consoleTest?: ConsoleTestHooks
  }
}

export const testHooksEnabled = (): boolean => Boolean(import.meta.env.DEV || import.meta.env.VITE_E2E)

/** `routePaths`: the router's route paths (main.tsx passes them; this module does not import the router). */
export const installTestHooks = (routePaths: () => ReadonlyArray<string>): void => {
  if (!testHooksEnabled()) return
  window.__consoleTest = {
    enqueue: enqueueMessage,
    queued: () => messageQueue.getSnapshot().context.items.length,
    work: beginWork,
    routes: routePaths,
  }
}
