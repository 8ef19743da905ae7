/**
 * Rich text (press-release bodies, manuscript contents) is stored sanitised: whatever a client or
 * doctor account sends, the database and the public direct API only ever hold an allowlist of
 * formatting (no script, no event handlers, no style, no javascript: or data: URLs). The console
 * sanitises again on display (defence in depth).
 */
import sanitizeHtml from 'sanitize-html'

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'span', 'h2', 'h3', 'h4', 'h5', 'h6',
    'ul', 'ol', 'li', 'blockquote', 'pre', 'code', 'a', 'img', 'figure', 'figcaption',
    'table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption',
  ],
  allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'width', 'height'], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // Links open safely in a new tab.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }) },
  disallowedTagsMode: 'discard',
}
// `transformTags` adds rel/target: let them through.
options.allowedAttributes = { ...options.allowedAttributes, a: ['href', 'title', 'rel', 'target'] }

export const sanitizeRichText = (html: string): string => sanitizeHtml(html, options)
