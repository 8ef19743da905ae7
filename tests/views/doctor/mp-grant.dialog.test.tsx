// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { DoctorId } from '@src/domain/ids'
import type { MpGrantInput, MpGrantResult } from '@src/domain/points'
import { mpGrantMachine } from '@src/areas/points/mp-grant.machine'
import { MpGrantDialog } from '@src/areas/points/mp-grant.dialog'

afterEach(cleanup)

const open = async () => {
  const sent: Array<number> = []
  const actor = createActor(
    mpGrantMachine.provide({
      actors: {
        grantMp: fromPromise<MpGrantResult, MpGrantInput>(async ({ input }) => {
          sent.push(input.amount)
          return { results: [{ doctorId: '42' as DoctorId, ok: true, balance: 100 + input.amount }] } as MpGrantResult
        }),
      },
    }),
    { input: { doctorIds: ['42' as DoctorId] } },
  ).start()
  render(<MpGrantDialog actor={actor} balance={100} />)
  // the dialog draws its PrimeReact parts once their chunk has loaded (src/views/components/dialog.component.tsx)
  const input = (await screen.findByPlaceholderText('選択または数値を入力')) as HTMLInputElement
  // PrimeReact's trigger button (role=button, aria-haspopup=listbox) says whether the list is open;
  // the panel itself stays in the DOM until its exit transition ends (jsdom lays it out as hidden).
  const trigger = () => screen.getByRole('button', { name: '選択または数値を入力' })
  const listOpen = () => trigger().getAttribute('aria-expanded') === 'true' || screen.queryByRole('listbox', { hidden: true }) !== null
  return { actor, sent, input, trigger, listOpen }
}

/** Types like a user: keydown, the character lands in the input, an input event. */
const type = (input: HTMLInputElement, text: string) => {
  for (const ch of text) {
    fireEvent.keyDown(input, { key: ch, code: /\d/.test(ch) ? `Digit${ch}` : 'Unidentified' })
    fireEvent.input(input, { target: { value: input.value + ch } })
    fireEvent.keyUp(input, { key: ch })
  }
}

const key = (el: HTMLElement, k: string, extra: Record<string, unknown> = {}) => fireEvent.keyDown(el, { key: k, code: k, ...extra })

describe('MpGrantDialog: an editable combobox that takes a free number', () => {
  it('typing 1234 keeps the preset list closed; Enter submits the coerced number', async () => {
    const { actor, sent, input, listOpen } = await open()
    fireEvent.focus(input)
    type(input, '1234')
    expect(input.value).toBe('1234')
    expect(listOpen()).toBe(false)
    key(input, 'Backspace')
    fireEvent.input(input, { target: { value: '123' } })
    expect(listOpen()).toBe(false)
    fireEvent.input(input, { target: { value: '1234' } })
    expect(actor.getSnapshot().context.value).toBe('1234')
    // OK stays reachable: Enter in the input submits the form (PrimeReact alone would open the list).
    key(input, 'Enter')
    expect(listOpen()).toBe(false)
    await waitFor(() => expect(actor.getSnapshot().status).toBe('done'))
    expect(sent).toEqual([1234])
    expect(actor.getSnapshot().output).toEqual({ done: true, balance: 1334 })
  })

  it('coerces full-width digits and a thousands separator, submitted with OK', async () => {
    const { actor, sent, input, listOpen } = await open()
    type(input, '１，５００')
    expect(listOpen()).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(actor.getSnapshot().status).toBe('done'))
    expect(sent).toEqual([1500])
  })

  it('Enter during IME composition confirms the text; it neither submits nor opens the list', async () => {
    const { actor, sent, input, listOpen } = await open()
    fireEvent.input(input, { target: { value: '１２' } })
    key(input, 'Enter', { keyCode: 229, isComposing: true })
    expect(listOpen()).toBe(false)
    expect(actor.getSnapshot().value).toBe('editing')
    expect(sent).toEqual([])
  })

  it('a refused value keeps the dialog open with the message, the list still closed', async () => {
    const { actor, sent, input, listOpen } = await open()
    type(input, 'abc')
    key(input, 'Enter')
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('MPは数値で入力してください'))
    expect(listOpen()).toBe(false)
    expect(actor.getSnapshot().value).toBe('editing')
    expect(sent).toEqual([])
  })

  it('ArrowDown opens the list, arrows + Enter pick a preset, then Enter submits it', async () => {
    const { actor, sent, input, listOpen } = await open()
    fireEvent.focus(input)
    key(input, 'ArrowDown')
    await waitFor(() => expect(listOpen()).toBe(true))
    key(input, 'ArrowDown') // first preset, +500
    key(input, 'ArrowDown') // +1,000
    key(input, 'Enter')
    await waitFor(() => expect(listOpen()).toBe(false))
    expect(actor.getSnapshot().context.value).toBe(1000)
    expect(input.value).toBe('+1,000')
    // The typing input has the focus again (PrimeReact leaves it on a hidden read-only input).
    await waitFor(() => expect(document.activeElement).toBe(input))
    key(input, 'Enter')
    await waitFor(() => expect(actor.getSnapshot().status).toBe('done'))
    expect(sent).toEqual([1000])
  })

  it('the trigger button opens the list and a click picks a preset', async () => {
    const { actor, sent, trigger, listOpen } = await open()
    fireEvent.click(trigger())
    await waitFor(() => expect(listOpen()).toBe(true))
    fireEvent.click(await screen.findByRole('option', { name: '-500', hidden: true }))
    await waitFor(() => expect(listOpen()).toBe(false))
    expect(actor.getSnapshot().context.value).toBe(-500)
    await waitFor(() => expect(document.activeElement).toBe(screen.getByPlaceholderText('選択または数値を入力')))
    fireEvent.click(screen.getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(actor.getSnapshot().status).toBe('done'))
    expect(sent).toEqual([-500])
  })

  it('Escape with the list open closes the list only; the next Escape cancels the dialog', async () => {
    const { actor, sent, input, listOpen } = await open()
    fireEvent.focus(input)
    key(input, 'ArrowDown', { altKey: true })
    await waitFor(() => expect(listOpen()).toBe(true))
    key(input, 'Escape')
    await waitFor(() => expect(listOpen()).toBe(false))
    expect(actor.getSnapshot().status).toBe('active')
    key(input, 'Escape')
    await waitFor(() => expect(actor.getSnapshot().status).toBe('done'))
    expect(actor.getSnapshot().output).toEqual({ done: false })
    expect(sent).toEqual([])
  })
})
