/**
 * The middleware in front of EVERYTHING the server answers (API and built console): mounted first
 * by `createApp` (http/app.ts) and by `createServer` (server.ts) before the console's files.
 * See docs/security.md.
 */
import type { MiddlewareHandler } from 'hono'
import { securityHeaders } from './headers'
import { malformedUrl } from './input-guard'

/** Security headers first, so refusals (a malformed URL's 400) carry them too. */
export const frontGuards: ReadonlyArray<MiddlewareHandler> = [securityHeaders, malformedUrl]
