// Types of scripts/e2e-api-recorder.mjs (a plain Node script the browser suite's server runs).
import type { Server } from 'node:http'

export interface RecordedPartSummary {
  name: string | null
  filename: string | null
  contentType: string | null
  size: number
  json?: unknown
  text?: string
}
export type RecordedBodySummary =
  | null
  | { kind: 'json'; json: unknown }
  | { kind: 'text'; text: string }
  | { kind: 'multipart'; parts: RecordedPartSummary[] }
  | { kind: 'binary' | 'omitted' | 'unparsed'; size: number }

export function summariseMultipart(buffer: Buffer, contentType: string | undefined): RecordedBodySummary
export function recordBodyText(buffer: Buffer, contentType: string | undefined): string
export function recordBody(buffer: Buffer, contentType: string | undefined): RecordedBodySummary
export function startRecordingProxy(options: { port: number; hostname: string; target: string; dir: string }): { server: Server; file: string }
