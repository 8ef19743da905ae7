/**
 * Doctor points (MP) and Amazon gift exchanges: the signed-in doctor's balance and ledger, an
 * exchange that debits `doctors.mp_balance` + `mp_ledger` in one transaction and never below
 * zero, the one-time gift code (requested → issued), hiding an issued card, and the operators'
 * exchange history search, and the operators' MP grant (an atomic ledger that never goes below zero).
 * The SQL is in points.repository.ts.
 */
import { randomInt } from 'node:crypto'
import type { Catalogue } from '#domain/catalogue'
import { frozenRefusals } from '#domain/doctor'
import { yenPerPoint } from '#domain/points'
import * as doctors from '../doctor'
import { giftExchanges } from './points.table'
import { recorded, type AuditedFor, payloadId } from '../support/audit'
import { callerDoctorId } from '../support/caller'
import { ApiFailure, notFound, type AreaHandlers } from '../support/handler'
import * as points from './points.repository'

/** A gift code shaped like Amazon's (`XXXX-XXXXXX-XXXX`). */
const newGiftCode = () => {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  const part = (n: number) => Array.from({ length: n }, () => alphabet[randomInt(alphabet.length)]).join('')
  return `${part(4)}-${part(6)}-${part(4)}`
}
const maskCode = (code: string) => code.replace(/[A-Z0-9]/g, 'X').slice(0, -4) + code.slice(-4)

export const handlers = {
  'general.doctorPoints.mine': async ({ db, caller }) => {
    const doctorId = await callerDoctorId(db, caller)
    const { balance, pending } = await points.balance(db, doctorId)
    return { payload: { doctorId, balance, pending, recent: await points.recentLedger(db, doctorId, balance) } }
  },
  'general.doctorPoints.exchangeHistories': async ({ db, caller, query }) =>
    points.searchExchanges(db, { ...query, doctorId: await callerDoctorId(db, caller), statuses: query.status ? [query.status] : undefined, hideHidden: true }),
  'general.doctorPoints.exchange': async ({ db, caller, body }) => {
    const doctorId = await callerDoctorId(db, caller, { acting: true })
    const id = await db.transaction(async (tx) => {
      const debited = await points.moveMp(tx, { doctorId, amount: -body.points, kind: 'exchange', reason: 'exchange' })
      if (!debited) throw new ApiFailure(422, `保有MP（${await points.currentBalance(tx, doctorId)}MP）が不足しているため交換できません`)
      return points.insertExchange(tx, { doctorId, points: body.points, amountYen: body.points * yenPerPoint, ledgerId: debited.ledgerId })
    })
    return { payload: await points.find(db, id), status: 201 }
  },
  'general.doctorPoints.deleteGiftCard': async ({ db, caller, body }) => {
    const doctorId = await callerDoctorId(db, caller)
    const current = await points.find(db, body.exchangeId)
    if (current.doctorId !== doctorId) notFound('ギフト交換')
    if (current.status !== 'issued') throw new ApiFailure(422, '発行済みのギフトカードだけを削除できます')
    return { payload: { id: body.exchangeId, deletedAt: await points.hide(db, body.exchangeId) } }
  },
  'general.giftcard.convert': async ({ db, caller, body }) => {
    const doctorId = await callerDoctorId(db, caller, { acting: true })
    const code = newGiftCode()
    const issued = await db.transaction(async (tx) => {
      const status = (await points.lockStatus(tx, body.exchangeId, doctorId)) ?? notFound('ギフト交換')
      if (status !== 'requested') throw new ApiFailure(409, 'このギフト交換はすでに発行済みか、発行できない状態です')
      return points.issue(tx, body.exchangeId, maskCode(code))
    })
    return { payload: { exchangeId: body.exchangeId, code, ...issued } }
  },
  'admin.histories.amazonGifts': async ({ db, body }) => points.searchExchanges(db, body),
  'admin.mp.grants': async ({ db, body }) => points.searchGrants(db, body),
  'admin.mp.grant': async ({ db, body, caller }) => {
    // One outcome per doctor: a doctor named twice would be granted twice. The console never sends one
    // twice (its selection and the paste/file resolution keep each doctor once), so a repeat is refused.
    const seen = new Set<string>()
    const repeated = new Set<string>()
    for (const id of body.doctorIds) (seen.has(id) ? repeated : seen).add(id)
    if (repeated.size) throw new ApiFailure(400, `doctorIds: 同じ医師が複数回指定されています（${[...repeated].join(', ')}）`)
    const results = await db.transaction(async (tx) => {
      const out: { doctorId: string; ok: boolean; balance: number; error: string | null }[] = []
      for (const doctorId of body.doctorIds) {
        // A frozen doctor's MP does not move (a grant nor a take-back): refused, the others go on.
        const frozen = await doctors.frozenBalance(tx, doctorId)
        if (frozen !== undefined) {
          out.push({ doctorId, ok: false, balance: frozen, error: frozenRefusals.grantMp })
          continue
        }
        const moved = await points.moveMp(tx, { doctorId, amount: body.amount, kind: 'grant', reason: body.note ?? 'MP付与', operatorId: caller?.operator?.id ?? null })
        if (moved) {
          out.push({ doctorId, ok: true, balance: moved.balance, error: null })
          continue
        }
        const current = await doctors.balanceOf(tx, doctorId)
        out.push({
          doctorId,
          ok: false,
          balance: current ? current.balance : 0,
          error: !current || current.deleted ? '医師が見つかりません' : `保有MP（${current.balance}）を下回るため減算できません`,
        })
      }
      return out
    })
    if (results.every((r) => !r.ok)) throw new ApiFailure(422, ...results.map((r) => r.error ?? 'MPを付与できませんでした'))
    return { payload: { results } }
  },
} satisfies AreaHandlers<Catalogue>

/** The grant's target: the doctors' balances (the doctor area's table). */
const balance = recorded(doctors.doctors, 'mp_balance')
const exchange = recorded(giftExchanges, 'doctor_id', 'points', 'amount_yen', 'status', 'masked_code', 'failure_reason', 'hidden_at', 'issued_at')

export const audited = {
  'general.doctorPoints.exchange': { action: 'mp.exchange', targetType: 'giftExchange', recorded: exchange, created: payloadId },
  'general.doctorPoints.deleteGiftCard': { action: 'doctorPoints.deleteGiftCard', targetType: 'giftExchange', recorded: exchange, targets: (i) => [i.body.exchangeId] },
  'general.giftcard.convert': { action: 'giftcard.convert', targetType: 'giftExchange', recorded: exchange, targets: (i) => [i.body.exchangeId] },
  'admin.mp.grant': {
    action: 'mp.grant', targetType: 'doctor', recorded: balance,
    targets: (i) => [...new Set<string>(i.body.doctorIds)], reason: (i) => i.body.note,
  },
} satisfies AuditedFor<keyof typeof handlers>
