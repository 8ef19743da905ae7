/**
 * An organisation's update as the form's save and the CSV 一括更新 make it (the version read), and
 * what the 履歴 records of an organisation. organization.handlers.ts and the import area (through
 * the face) use it.
 */
import { organizationRecord, OrganizationInput, type OrganizationUpdate } from '#domain/organization'
import type { Db } from '../../db/db'
import type { CsvUpdateTarget } from '../support/csv-update'
import { assertUpdated, assertVersion } from '../support/version'
import * as organizations from './organization.repository'


/** Update the organisation at the version read (404, 409 when someone saved in between). */
export const updateOrganization = async (db: Db, id: string, input: OrganizationUpdate): Promise<void> => {
  const current = await organizations.find(db, id)
  assertVersion('組織', current.version, input.version)
  assertUpdated('組織', await organizations.update(db, id, input))
}

/** The CSV 一括更新 of organisations (server/src/areas/import-record): the declaration's columns, the organisations named, the update above. */
export const organizationCsvUpdate: CsvUpdateTarget = {
  kind: 'organization',
  noun: '組織',
  csv: organizationRecord.csvColumns,
  inputFields: Object.keys(OrganizationInput.fields),
  current: organizations.findMany,
  update: (tx, id, input) => updateOrganization(tx, id, input as unknown as OrganizationUpdate),
  audit: { action: 'organizations.update', targetType: 'organization', recorded: organizations.recordedOrganization },
}
