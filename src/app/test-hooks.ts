/**
 * Hooks for browser tests, installed only in development or E2E builds
 * (`import.meta.env.DEV || import.meta.env.VITE_E2E`): `window.__consoleTest`.
 * - `enqueue(item)`: feed the message dialog queue (throws like `enqueueMessage`);
 * - `queued()`: how many messages wait;
 * - `work()`: start one unit of pending work for the loading bar; returns its end function;
 * - `routes()`: the full path of every route of the route tree (the accessibility pass visits them all);
 * - `navigate(href)`: an in-app navigation (as a menu link does), resolved once the route has loaded:
 *   the accessibility pass visits every route without reloading the console each time.
 */
import type { MessageInput } from '../machines/message-queue.machine'
import { enqueueMessage, messageQueue } from './dialogs'
import { beginWork } from './loading'

export interface ConsoleTestHooks {
  readonly enqueue: (item: MessageInput) => void
  readonly queued: () => number
  readonly work: () => () => void
  readonly routes: () => ReadonlyArray<string>
  readonly navigate: (href: string) => Promise<void>
}

declare global {
  interface Window {
    __consoleTest?: ConsoleTestHooks
  }
}

export const testHooksEnabled = (): boolean => Boolean(import.meta.env.DEV || import.meta.env.VITE_E2E)

/** `routePaths` and `navigate`: the router's (main.tsx passes them; this module does not import the router). */
export const installTestHooks = (routePaths: () => ReadonlyArray<string>, navigate: (href: string) => Promise<void>): void => {
  if (!testHooksEnabled()) return
  window.__consoleTest = {
    enqueue: enqueueMessage,
    queued: () => messageQueue.getSnapshot().context.items.length,
    work: beginWork,
    routes: routePaths,
    navigate,
  }
}
