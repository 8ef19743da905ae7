/** Belong (所属区分): the doctor's kind of employment, e.g. 勤務医, 開業医, 研修医. */
import { Schema } from 'effect'
import { timestamps } from './fields'
import { BelongId } from './ids'

export const Belong = Schema.Struct({
  id: BelongId,
  name: Schema.String,
  sortOrder: Schema.Number,
  ...timestamps,
})
export type Belong = typeof Belong.Type
