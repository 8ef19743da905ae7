/**
 * The home dashboard's figures, counted live by the areas that own the tables (no table of their own,
 * and no SQL here: docs/architecture.md "Table ownership").
 */
import type { Db } from '../../db/db'
import * as clients from '../client'
import * as doctors from '../doctor'
import * as manuscripts from '../manuscript'
import * as points from '../points'
import * as pressReleases from '../press-release'

/** Live doctors (allowed, frozen), live clients (suspended), manuscripts and press releases by status, MP totals. */
export const figures = async (db: Db) => {
  const d = await doctors.figures(db)
  const c = await clients.figures(db)
  const mp = await points.figures(db)
  return {
    doctors: { total: d.total, allowed: d.allowed, frozen: d.frozen },
    clients: { total: c.total, suspended: c.suspended },
    manuscripts: await manuscripts.countsByStatus(db),
    pressReleases: await pressReleases.countsByStatus(db),
    mp: { granted: mp.granted, exchanged: mp.exchanged, outstanding: d.outstanding },
  }
}
