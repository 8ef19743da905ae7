/**
 * A client's update as every path makes it (the form's save, the client's own profile, the CSV
 * 一括更新): the version read, the e-mail free among live clients; and what the 履歴 records of a
 * client. client.handlers.ts and the import area (through the face) use it.
 */
import { clientRecord, ClientInput, type ClientUpdate } from '#domain/client'
import type { Db } from '../../db/db'
import type { CsvUpdateTarget } from '../support/csv-update'
import { ApiFailure } from '../support/handler'
import { assertUpdated, assertVersion } from '../support/version'
import * as clients from './client.repository'

export const assertEmailFree = async (db: Db, email: string, exceptId?: string) => {
  if (await clients.emailTaken(db, email, exceptId)) throw new ApiFailure(409, `メールアドレス ${email} はすでに登録されています`)
}

export const updateClient = async (db: Db, id: string, c: ClientUpdate) => {
  const current = await clients.find(db, id)
  assertVersion('クライアント', current.version, c.version)
  await assertEmailFree(db, c.email, id)
  assertUpdated('クライアント', await clients.update(db, id, c))
  return clients.find(db, id)
}

/** The CSV 一括更新 of clients (server/src/areas/import-record): the declaration's columns, the clients named, the update above. */
export const clientCsvUpdate: CsvUpdateTarget = {
  kind: 'client',
  noun: 'クライアント',
  csv: clientRecord.csvColumns,
  inputFields: Object.keys(ClientInput.fields),
  current: clients.findMany,
  update: async (tx, id, input) => {
    await updateClient(tx, id, input as unknown as ClientUpdate)
  },
  audit: { action: 'clients.update', targetType: 'client', recorded: clients.recordedClient },
}
