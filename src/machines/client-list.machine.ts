/** The client list: URL search, its mapping to the admin search body, the list machine. */
import { Schema } from 'effect'
import { clientSortKeys, type Client, type ClientSearch } from '../domain/client'
import { parseListSearch, pageSize } from './doctor-list.machine'
import { makeListMachine } from './list.machine'

export const ClientListSearch = Schema.Struct({
  keyword: Schema.optional(Schema.String),
  suspended: Schema.optional(Schema.Literals(['true', 'false'])),
  sort: Schema.optional(Schema.Literals(clientSortKeys)),
  order: Schema.optional(Schema.Literals(['asc', 'desc'])),
  cursor: Schema.optional(Schema.String),
  back: Schema.optional(Schema.Array(Schema.String)),
})
export type ClientListSearch = typeof ClientListSearch.Type

export const parseClientListSearch = parseListSearch(ClientListSearch)

export const clientSearchBody = (s: ClientListSearch): ClientSearch => ({
  ...(s.keyword?.trim() ? { keyword: s.keyword.trim() } : {}),
  ...(s.suspended ? { suspended: s.suspended === 'true' } : {}),
  ...(s.sort ? { sort: s.sort, order: s.order ?? 'asc' } : {}),
  cursor: s.cursor ?? null,
  limit: pageSize,
})

export const clientListMachine = makeListMachine<Client, ClientListSearch>('clientList')
export type ClientListMachine = typeof clientListMachine
