/**
 * "Never loses work": a page with unsaved changes asks before it is left (menu,
 * breadcrumb, back, reload, closing the tab). Views never import src/app: the composition root
 * provides the real guard (TanStack Router's blocker + `beforeunload`, src/app/leave-guard.ts)
 * through `LeaveGuardContext`; without a provider (unit tests) nothing is blocked.
 *
 *   useLeaveGuard(form.dirty)       // in the shared form frame, so every form has it
 */
import { createContext, useContext } from 'react'

/** A hook: while `when` is true, leaving the page asks first. */
export type LeaveGuardHook = (when: boolean) => void

const noGuard: LeaveGuardHook = () => {}

export const LeaveGuardContext = createContext<LeaveGuardHook>(noGuard)

export const useLeaveGuard = (when: boolean): void => {
  const guard = useContext(LeaveGuardContext)
  guard(when)
}
