/** The doctor's display name as lists show it beside what a doctor wrote or asked for (`d` is the joined doctors row). */
import { sql } from 'drizzle-orm'

/** Select-list item: `d.last_name || ' ' || d.first_name AS doctor_name` (the query joins `doctors d`). */
export const doctorName = sql`d.last_name || ' ' || d.first_name AS doctor_name`

/** The column `doctorName` adds to a row. */
export type DoctorName = { readonly doctor_name: string }
