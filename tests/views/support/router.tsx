/**
 * Views that render links (TanStack Router's `Link`: src/views/components/route-link.component.tsx)
 * need a router: `render(ui, { wrapper: RouterWrapper })` gives them one over a memory history
 * (at `/`), without rendering any route; links get their href and a click navigates that router.
 */
import { createMemoryHistory, createRootRoute, createRouter, RouterContextProvider } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'

export const testRouter = () => createRouter({ routeTree: createRootRoute(), history: createMemoryHistory({ initialEntries: ['/'] }) })

export const RouterWrapper = ({ children }: { readonly children: ReactNode }) => {
  const [router] = useState(testRouter)
  return <RouterContextProvider router={router}>{children}</RouterContextProvider>
}
