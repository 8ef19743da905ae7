/**
 * What may reach the logs (docs/security.md): never a request body, never SQL parameters.
 * - `redactError`: the error of a 500 as logged — name, SQLSTATE, stack, and a message without
 *   drizzle's `params:` list or the quoted input value PostgreSQL repeats (`…: "<value>"`).
 * - `redactPersonalData`: a log-proxy entry with e-mail addresses and phone numbers masked.
 */
const emailPattern = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[A-Za-z]{2,}/g
const phonePattern = /(?<!\d)0\d{1,4}-?\d{1,4}-?\d{3,4}(?!\d)/g

export const redactText = (text: string): string => text.replace(emailPattern, '[email]').replace(phonePattern, '[phone]')

export const redactPersonalData = (value: unknown): unknown => {
  if (typeof value === 'string') return redactText(value)
  if (Array.isArray(value)) return value.map(redactPersonalData)
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactPersonalData(v)]))
  return value
}

export const redactError = (error: unknown): Error => {
  const source = error instanceof Error ? error : new Error(String(error))
  const code = (source as { code?: unknown }).code
  const message = source.message
    .replace(/\nparams:[\s\S]*$/, '\nparams: [redacted]')
    .replace(/: "[^"]*"$/gm, ': "[redacted]"')
  const safe = new Error(redactText(message))
  safe.name = source.name
  if (source.stack) safe.stack = `${safe.name}: ${safe.message}\n${source.stack.split('\n').filter((l) => /^\s+at /.test(l)).join('\n')}`
  if (typeof code === 'string') Object.assign(safe, { code })
  return safe
}
