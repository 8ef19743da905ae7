/**
 * Recognising errors for the error page and the reload guard.
 */
import { isNotFound } from '@tanstack/react-router'

/**
 * A lazily loaded module (a "chunk") could not be loaded: typically a newer deployment
 * replaced it. Browser wordings:
 * - Chromium: 'Failed to fetch dynamically imported module: <url>'
 * - Firefox: 'error loading dynamically imported module: <url>'
 * - Safari: 'Importing a module script failed.'
 * - Vite's preload helper: 'Unable to preload CSS for <url>'
 */
export const isChunkLoadError = (error: unknown): boolean => {
  if (typeof error !== 'object' || error === null) return false
  const { name, message } = error as { name?: unknown; message?: unknown }
  if (name === 'ChunkLoadError') return true
  if (typeof message !== 'string') return false
  return (
    message.startsWith('Failed to fetch dynamically imported module') ||
    message.startsWith('error loading dynamically imported module') ||
    message.startsWith('Importing a module script failed') ||
    message.startsWith('Unable to preload CSS')
  )
}

/** The HTTP-like status an error carries (`status` or `statusCode`), 404 for a router notFound. */
export const errorStatus = (error: unknown): number | undefined => {
  if (isNotFound(error)) return 404
  if (typeof error !== 'object' || error === null) return undefined
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown }
  const value = typeof status === 'number' ? status : typeof statusCode === 'number' ? statusCode : undefined
  return value !== undefined && Number.isInteger(value) && value >= 100 && value <= 599 ? value : undefined
}
