/**
 * Typed path parameters: a route's id is decoded with its branded domain Schema
 * (`doctorId` → `DoctorId`); a malformed id is the 404 page, never a request.
 */
import { notFound } from '@tanstack/react-router'
import { Schema } from 'effect'

export const idParam = <K extends string, S extends Schema.Codec<unknown, string>>(key: K, schema: S) => {
  const decode = Schema.decodeUnknownOption(schema)
  return {
    parse: (raw: Record<K, string>): Record<K, S['Type']> => {
      const decoded = decode(raw[key])
      if (decoded._tag === 'None') throw notFound()
      return { [key]: decoded.value } as Record<K, S['Type']>
    },
    stringify: (params: Record<K, S['Type']>): Record<K, string> => ({ [key]: String(params[key]) }) as Record<K, string>,
  }
}

/** An id a machine hands back as a plain string (a saved form's id), checked back into its brand. */
export const asId = <S extends Schema.Codec<unknown, string>>(schema: S) => {
  const decode = Schema.decodeUnknownSync(schema)
  return (value: string): S['Type'] => decode(value)
}
