/**
 * The generic create / edit form: a one-field form (a name, required) created, and edited after
 * loading. `entityFormSpecs` builds the same specs for any form machine of the factory (the doctor
 * and client forms use it with their own values).
 */
import { expect } from 'vitest'
import type { AnyEventObject, AnyStateMachine } from 'xstate'
import { makeEntityFormMachine } from '../../../src/machines/entity-form.machine'
import { defineModelSpec, type ModelSpec } from '../support/model'

export interface FormCase {
  /** What a new form holds. */
  readonly initial: object
  /** Field changes that make the form valid, and one that makes it invalid again. */
  readonly valid: ReadonlyArray<AnyEventObject>
  readonly invalid: AnyEventObject
  /** The entity the server answers when editing. */
  readonly entity: unknown
}

const failure = new Error('保存できませんでした')

export const entityFormSpecs = (
  machine: AnyStateMachine,
  form: FormCase,
  factory?: ModelSpec['factory'],
): ReadonlyArray<ModelSpec> =>
  (['create', 'edit'] as const).map((mode) =>
    defineModelSpec({
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
        { type: 'xstate.done.actor.loadEntity', output: form.entity },
        { type: 'xstate.error.actor.loadEntity', error: new Error('読み込めませんでした') },
        { type: 'xstate.done.actor.saveEntity', output: { id: 'e-1' } },
        { type: 'xstate.error.actor.saveEntity', error: failure },
      ],
      record: ['keepDraft', 'dropDraft', 'showSaved'],
      checks: {
        '*': (snapshot, run) => {
          // a draft is kept at every change, dropped and 'saved' shown only once saved
          const changes = run.steps.filter((s) => s.event.type === 'field.change').length
          const saved = snapshot.value === 'saved' ? 1 : 0
          expect(run.effects.filter((e) => e.type === 'keepDraft')).toHaveLength(changes)
          expect(run.effects.filter((e) => e.type === 'dropDraft')).toHaveLength(saved)
          expect(run.effects.filter((e) => e.type === 'showSaved')).toHaveLength(saved)
        },
        submitting: (snapshot, run) => {
          // only a valid body is ever sent, with the id when editing
          const input = run.stubs.saveEntity!.pending().input as { id?: string; body: unknown }
          expect(input).toEqual({ ...(mode === 'edit' ? { id: 'e-1' } : {}), body: snapshot.context.body })
          expect(input.body).toBeDefined()
        },
        editing: (snapshot, run) => {
          // a failed save keeps every value and says why
          const last = run.steps[run.steps.length - 1]!
          if (last.event.type === 'xstate.error.actor.saveEntity') {
            expect(snapshot.context.serverError).toBe(failure.message)
            expect(snapshot.context.values).toEqual((run.steps[run.steps.length - 2]!.state.context as { values: unknown }).values)
          }
        },
        saved: (snapshot) => expect(snapshot.output).toEqual({ id: 'e-1' }),
      },
    }),
  )

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
  },
  makeEntityFormMachine,
)
