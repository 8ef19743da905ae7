/**
 * The app's leave guard (provided to views through `LeaveGuardContext`, src/views/components/leave-guard.ts):
 * - in-app navigation (menu, breadcrumb, links, back/forward) goes through TanStack Router's
 *   `useBlocker`: the app-wide confirm dialog asks in Japanese; キャンセル stays on the page;
 * - reload and closing the tab: `beforeunload` (the browser shows its own, localised prompt;
 *   browsers no longer show a page's text there);
 * - never blocked: the way to /sign-in (a session that expired or a logout): the form's draft
 *   (src/app/drafts.ts) keeps the input across the re-sign-in, as before.
 * The flag is read at navigation time (a ref), so a save that navigates on success is never asked.
 */
import { useBlocker } from '@tanstack/react-router'
import { useRef } from 'react'
import { shellText } from '../views/text/shell.text'
import { askConfirm } from './dialogs'
import { signInPath } from './paths'

/** Whether leaving for `pathname` can go ahead without asking. */
export const leavesFreely = (pathname: string): boolean => pathname === signInPath || pathname.startsWith(`${signInPath}-action`)

/** Asks whether to leave; a question already open (or a failure to ask) counts as staying. */
export const confirmLeave = (): Promise<boolean> =>
  askConfirm({ header: shellText.leaveGuard.header, message: shellText.leaveGuard.message }).catch(() => false)

export const useRouterLeaveGuard = (when: boolean): void => {
  const dirty = useRef(when)
  dirty.current = when
  useBlocker({
    shouldBlockFn: async ({ next }) => {
      if (!dirty.current || leavesFreely(next.pathname)) return false
      return !(await confirmLeave())
    },
    enableBeforeUnload: () => dirty.current,
  })
}
