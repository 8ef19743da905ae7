/**
 * Routes of the doctor area (owned by the doctors-and-clients work, issue 7).
 * The router mounts what `doctorRoutes(parent)` returns under the main layout.
 * Placeholder: headings only, until the area lands.
 */
import { createRoute, type AnyRoute } from '@tanstack/react-router'

const Heading = ({ text }: { text: string }) => <h1 className="page-title">{text}</h1>

export const doctorRoutes = (parent: AnyRoute) => [
  createRoute({ getParentRoute: () => parent, path: 'doctor', component: () => <Heading text="医師管理" /> }),
  createRoute({ getParentRoute: () => parent, path: 'doctor/import', component: () => <Heading text="医師管理" /> }),
  createRoute({ getParentRoute: () => parent, path: 'doctor/new', component: () => <Heading text="医師管理" /> }),
  createRoute({ getParentRoute: () => parent, path: 'doctor/$doctorId', component: () => <Heading text="医師管理" /> }),
  createRoute({ getParentRoute: () => parent, path: 'doctor/$doctorId/edit', component: () => <Heading text="医師管理" /> }),
]
