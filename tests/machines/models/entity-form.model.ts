/**
 * The generic create / edit form: a one-field form (a name, required) created, and edited after
 * loading. `entityFormSpecs` builds the same specs for any form machine of the factory (the doctor
 * and client forms use it with their own values). Editing includes the quiet check after a gap
 * in the live stream (`form.check` → `editing.checking`: staff type on, `form.checked` says whether
 * the record's version moved past the one the values were typed over).
 */
import { expect } from 'vitest'
import type { AnyEventObject, AnyStateMachine } from 'xstate'
import { changedFields, makeEntityFormMachine, type EntityFormContext } from '@src/machines/entity-form.machine'
import { messageOf } from '@src/machines/machine-helpers'
import { defineModelSpec, type ModelSpec } from '../support/model'

export interface FormCase {
  /** What a new form holds. */
  readonly initial: object
  /** Field changes that make the form valid, and one that makes it invalid again. */
  readonly valid: ReadonlyArray<AnyEventObject>
  readonly invalid: AnyEventObject
  /** The entity the server answers when editing (the specs give it version 1). */
  readonly entity: object
  /** The same record as another operator saved it meanwhile (version 2); default: `entity`'s values. */
  readonly latest?: object
}

const failure = new Error('保存できませんでした')
/** What the bridge rejects with when the server refuses a stale version (HttpStatusError's shape). */
const stale = { _tag: 'HttpStatusError', status: 409, message: 'この医師は他の操作者が先に更新しました。' }
/** A 409 that is no edit conflict (the e-mail is taken): the record's version has not moved. */
const taken = { _tag: 'HttpStatusError', status: 409, message: 'メールアドレスはすでに登録されています' }

export const entityFormSpecs = (
  machine: AnyStateMachine,
  form: FormCase,
  factory?: ModelSpec['factory'],
): ReadonlyArray<ModelSpec> =>
  (['create', 'edit'] as const).map((mode) => {
    const entity = { ...form.entity, version: 1 }
    const latest = { ...(form.latest ?? form.entity), version: 2 }
    return defineModelSpec({
      machine,
      ...(factory ? { factory } : {}),
      label: `${machine.id} (${mode})`,
      input: mode === 'create' ? { initial: form.initial } : { id: 'e-1', initial: form.initial },
      events: [
        ...form.valid,
        form.invalid,
        { type: 'form.submit' },
        { type: 'form.restore', values: form.initial },
        { type: 'load.retry' },
        { type: 'xstate.done.actor.loadEntity', output: entity },
        { type: 'xstate.error.actor.loadEntity', error: new Error('読み込めませんでした') },
        { type: 'xstate.done.actor.saveEntity', output: { id: 'e-1' } },
        { type: 'xstate.error.actor.saveEntity', error: failure },
        { type: 'xstate.error.actor.saveEntity', error: stale },
        { type: 'xstate.error.actor.saveEntity', error: taken },
        { type: 'xstate.done.actor.loadLatest', output: latest },
        { type: 'xstate.done.actor.loadLatest', output: entity },
        { type: 'xstate.error.actor.loadLatest', error: new Error('最新の内容を読み込めませんでした') },
        { type: 'conflict.reload' },
        { type: 'conflict.reapply' },
        { type: 'form.check' },
        { type: 'xstate.done.actor.checkEntity', output: entity },
        { type: 'xstate.done.actor.checkEntity', output: latest },
        { type: 'xstate.error.actor.checkEntity', error: new Error('読み込めませんでした') },
      ],
      record: ['keepDraft', 'dropDraft', 'showSaved'],
      checks: {
        '*': (snapshot, run) => {
          // a draft is kept at every change (and re-applied conflict), dropped once saved or on reloading
          // the latest record after a conflict; 'saved' shown only once saved
          const count = (type: string) => run.steps.filter((s) => s.event.type === type).length
          const saved = snapshot.value === 'saved' ? 1 : 0
          expect(run.effects.filter((e) => e.type === 'keepDraft')).toHaveLength(count('field.change') + count('conflict.reapply'))
          expect(run.effects.filter((e) => e.type === 'dropDraft')).toHaveLength(saved + count('conflict.reload'))
          expect(run.effects.filter((e) => e.type === 'showSaved')).toHaveLength(saved)
        },
        submitting: (snapshot, run) => {
          // only a valid body is ever sent, with the id when editing
          // an update carries the version the form holds: the loaded one, or the latest after a conflict
          const input = run.stubs.saveEntity!.pending().input as { id?: string; version?: number; body: unknown }
          expect(input).toEqual({ ...(mode === 'edit' ? { id: 'e-1', version: snapshot.context.version } : {}), body: snapshot.context.body })
          expect(input.body).toBeDefined()
          if (mode === 'edit') expect([1, 2]).toContain(input.version)
        },
        '{"conflict":"choosing"}': (snapshot) => {
          // the dialog lists what the other operator changed (loaded against latest) and what staff changed
          const c = snapshot.context
          expect(c.conflict?.version).not.toBe(c.version)
          expect(c.conflict?.changed).toEqual(changedFields(c.base!, c.conflict!.latest))
          expect(c.conflict?.mine).toEqual(changedFields(c.base!, c.values))
        },
        '{"editing":"checking"}': (snapshot, run) => {
          // quiet: not busy, what was typed stays, the record read again by its id
          const before = run.steps[run.steps.length - 2]?.state.context as EntityFormContext<Record<string, unknown>, unknown> | undefined
          expect(mode).toBe('edit')
          expect(snapshot.hasTag('busy')).toBe(false)
          if (run.steps.at(-1)!.event.type === 'form.check') expect(snapshot.context).toEqual(before)
          expect(run.stubs.checkEntity!.pending().input).toBe('e-1')
        },
        '{"editing":"idle"}': (snapshot, run) => {
          // a failed save keeps every value and says why
          const last = run.steps[run.steps.length - 1]!
          const before = run.steps[run.steps.length - 2]?.state.context as EntityFormContext<Record<string, unknown>, unknown> | undefined
          // a check tells whether the record moved past the version typed over, and touches nothing
          if (/^xstate\.(done|error)\.actor\.checkEntity$/.test(last.event.type)) {
            const output = last.event['output'] as { version?: number } | undefined
            expect(run.emitted.at(-1)).toEqual(
              last.event.type === 'xstate.error.actor.checkEntity'
                ? { type: 'form.checked', changed: false, failed: '読み込めませんでした' }
                : { type: 'form.checked', changed: output?.version !== before!.version },
            )
            expect(snapshot.context).toEqual(before)
          }
          if (last.event.type === 'xstate.error.actor.saveEntity') {
            // any failure (a 409 included, when creating) says why
            expect(snapshot.context.serverError).toBe(messageOf(last.event['error']))
            expect(snapshot.context.values).toEqual(before!.values)
          }
          // a 409 whose record has not moved on is no conflict: its message shows, values kept
          if (last.event.type === 'xstate.done.actor.loadLatest') {
            expect(snapshot.context.serverError).toBe(before!.serverError)
            expect([stale.message, taken.message]).toContain(snapshot.context.serverError)
            expect(snapshot.context.values).toEqual(before!.values)
          }
          // reload: the latest record replaces the values; reapply: staff's changes on top of it; both then save with the latest version
          if (last.event.type === 'conflict.reload') {
            expect(snapshot.context.values).toEqual(before!.conflict!.latest)
            expect(snapshot.context.version).toBe(before!.conflict!.version)
          }
          if (last.event.type === 'conflict.reapply') {
            const c = before!.conflict!
            expect(snapshot.context.values).toEqual({ ...c.latest, ...Object.fromEntries(c.mine.map((k) => [k, before!.values[k]])) })
            expect(snapshot.context.version).toBe(c.version)
          }
        },
        saved: (snapshot) => expect(snapshot.output).toEqual({ id: 'e-1' }),
      },
    })
  })

interface Values {
  readonly name: string
}

const machine = makeEntityFormMachine<Values, { name: string }, { name: string }>(
  'entityFormModel',
  (values) => (values.name.trim() === '' ? { ok: false, errors: { name: ['名前を入力してください'] } } : { ok: true, body: { name: values.name.trim() } }),
  (entity) => ({ name: entity.name }),
)

export const specs = entityFormSpecs(
  machine,
  {
    initial: { name: '' },
    valid: [{ type: 'field.change', name: 'name', value: '山田 太郎' }],
    invalid: { type: 'field.change', name: 'name', value: ' ' },
    entity: { name: '鈴木 花子' },
    latest: { name: '佐藤 次郎' },
  },
  makeEntityFormMachine,
)
