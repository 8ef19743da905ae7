/**
 * The middleware in front of EVERYTHING the server answers (API and built console): mounted first
 * by `createApp` (http/app.ts) and by `createServer` (server.ts) before the console's files.
 * See docs/security.md.
 */
import type { MiddlewareHandler } from 'hono'
import { malformedUrl } from './input-guard'

export const frontGuards: ReadonlyArray<MiddlewareHandler> = [malformedUrl]
