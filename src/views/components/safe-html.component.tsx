/**
 * Rich text from the API (press release bodies, manuscript contents) shown only through
 * DOMPurify: scripts, event handlers (`onerror` …) and `javascript:` URLs are removed before the
 * HTML reaches the page, so a stored `<img src=x onerror=…>` or `<script>` never runs.
 */
import DOMPurify from 'dompurify'
import { useMemo } from 'react'

export const sanitizeHtml = (html: string): string => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } })

export const SafeHtml = ({ html, className, label }: { readonly html: string; readonly className?: string; readonly label?: string }) => {
  const clean = useMemo(() => sanitizeHtml(html), [html])
  // sanitised just above
  return <div className={className} aria-label={label} dangerouslySetInnerHTML={{ __html: clean }} />
}
