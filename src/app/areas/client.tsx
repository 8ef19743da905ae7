/**
 * Routes of the client area (owned by the doctors-and-clients work, issue 7).
 * The router mounts what `clientRoutes(parent)` returns under the main layout.
 * Placeholder: headings only, until the area lands.
 */
import { createRoute, type AnyRoute } from '@tanstack/react-router'

const Heading = ({ text }: { text: string }) => <h1 className="page-title">{text}</h1>

export const clientRoutes = (parent: AnyRoute) => [
  createRoute({ getParentRoute: () => parent, path: 'client', component: () => <Heading text="クライアント管理" /> }),
  createRoute({ getParentRoute: () => parent, path: 'client/import', component: () => <Heading text="クライアント管理" /> }),
  createRoute({ getParentRoute: () => parent, path: 'client/new', component: () => <Heading text="クライアント管理" /> }),
  createRoute({ getParentRoute: () => parent, path: 'client/$clientId', component: () => <Heading text="クライアント管理" /> }),
  createRoute({ getParentRoute: () => parent, path: 'client/$clientId/edit', component: () => <Heading text="クライアント管理" /> }),
]
