/**
 * The console search's operation (Ctrl+K, src/machines/console-search.machine.ts): the text as
 * typed goes to `admin.search.query`, which folds it as the lists fold their keyword.
 */
import { api } from './http/api'
import { operation } from './operation'

const query = operation(api.admin.search.query, (text: string) => ({ query: { q: text } }))

export const consoleSearchOps = { query } as const
