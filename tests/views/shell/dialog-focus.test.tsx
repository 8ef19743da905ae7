// @vitest-environment jsdom
/**
 * Focus into a dialog when it opens and back where it was when it closes (src/app/dialog-focus.ts),
 * over real PrimeReact Dialogs given the app's pass-through: closed by a button, unmounted while
 * open (the MP grant dialog's way), opened while nothing had the focus (a failure's message), a
 * dialog opened from another, an opener disabled while its action runs, and an opener gone
 * meanwhile (the page heading then).
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { PrimeReactProvider } from 'primereact/api'
import { useState } from 'react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { installDialogFocus } from '@src/app/dialog-focus'
import { primeA11yPassThrough } from '@src/app/locale'
import { ConfirmDialog } from '@src/views/dialogs/confirm.dialog'

beforeAll(installDialogFocus)
afterEach(cleanup)

const withPrime = (node: React.ReactNode) => render(<PrimeReactProvider value={{ ripple: false, pt: primeA11yPassThrough }}>{node}</PrimeReactProvider>)

const focused = () => document.activeElement
const dialogHasFocus = () => screen.getByRole('dialog').contains(document.activeElement)

/** A page: a heading, a button opening a confirm; `mounted` false unmounts the dialog while open. */
const Page = ({ unmountOnCancel = false, removeOpener = false }: { readonly unmountOnCancel?: boolean; readonly removeOpener?: boolean }) => {
  const [open, setOpen] = useState(false)
  const [opener, setOpener] = useState(true)
  const [mounted, setMounted] = useState(true)
  return (
    <main>
      <h1>医師詳細</h1>
      {opener ? <button onClick={() => setOpen(true)}>利用停止</button> : null}
      <button>その他</button>
      {mounted ? (
        <ConfirmDialog
          header="利用停止"
          message="利用停止にしますか？"
          visible={open}
          onAccept={() => {
            if (removeOpener) setOpener(false)
            setOpen(false)
          }}
          onCancel={() => (unmountOnCancel ? setMounted(false) : setOpen(false))}
        />
      ) : null}
    </main>
  )
}

describe('dialog focus', () => {
  it('goes into the dialog when it opens and back to the opener when it closes', async () => {
    withPrime(<Page />)
    const opener = screen.getByRole('button', { name: '利用停止' })
    opener.focus()
    fireEvent.click(opener)
    await waitFor(() => expect(dialogHasFocus()).toBe(true))
    fireEvent.click(screen.getByRole('button', { name: 'キャンセル' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(focused()).toBe(opener))
  })

  it('goes back to the opener when the dialog is unmounted while open', async () => {
    withPrime(<Page unmountOnCancel />)
    const opener = screen.getByRole('button', { name: '利用停止' })
    opener.focus()
    fireEvent.click(opener)
    await waitFor(() => expect(dialogHasFocus()).toBe(true))
    fireEvent.click(screen.getByRole('button', { name: 'キャンセル' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(focused()).toBe(opener))
  })

  it('goes to the page heading when the opener is gone', async () => {
    withPrime(<Page removeOpener />)
    const opener = screen.getByRole('button', { name: '利用停止' })
    opener.focus()
    fireEvent.click(opener)
    await waitFor(() => expect(dialogHasFocus()).toBe(true))
    fireEvent.click(screen.getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(focused()).toBe(screen.getByRole('heading', { name: '医師詳細' })))
    expect(screen.getByRole('heading').getAttribute('tabindex')).toBe('-1')
  })

  it('opened while nothing has the focus: back to the element focused last', async () => {
    const Failure = () => {
      const [open, setOpen] = useState(false)
      return (
        <main>
          <h1>医師編集</h1>
          <button onClick={() => setOpen(true)}>保存</button>
          <ConfirmDialog message="保存できませんでした" visible={open} onAccept={() => setOpen(false)} onCancel={() => setOpen(false)} />
        </main>
      )
    }
    withPrime(<Failure />)
    const save = screen.getByRole('button', { name: '保存' })
    save.focus()
    save.blur() // the button was disabled while saving: the focus fell to the body
    expect(focused()).toBe(document.body)
    act(() => save.click())
    await waitFor(() => expect(dialogHasFocus()).toBe(true))
    fireEvent.click(screen.getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(focused()).toBe(save))
  })

  it('an opener disabled while its action runs gets the focus back once enabled', async () => {
    const Running = () => {
      const [open, setOpen] = useState(false)
      const [busy, setBusy] = useState(false)
      return (
        <main>
          <h1>医師詳細</h1>
          <button disabled={busy} onClick={() => setOpen(true)}>MP付与</button>
          <button onClick={() => setBusy(false)}>完了</button>
          <ConfirmDialog message="付与しますか？" visible={open} onAccept={() => { setBusy(true); setOpen(false) }} onCancel={() => setOpen(false)} />
        </main>
      )
    }
    withPrime(<Running />)
    const opener = screen.getByRole('button', { name: 'MP付与' })
    opener.focus()
    fireEvent.click(opener)
    await waitFor(() => expect(dialogHasFocus()).toBe(true))
    fireEvent.click(screen.getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(opener.matches(':disabled')).toBe(true)
    expect(focused()).toBe(document.body)
    act(() => screen.getByRole('button', { name: '完了' }).click())
    await waitFor(() => expect(focused()).toBe(opener))
  })

  it('a dialog opened from another returns into it, and that one to its opener', async () => {
    const Nested = () => {
      const [outer, setOuter] = useState(false)
      const [inner, setInner] = useState(false)
      return (
        <main>
          <h1>一括付与</h1>
          <button onClick={() => setOuter(true)}>MP付与</button>
          <ConfirmDialog header="付与するMP" message="付与しますか？" visible={outer} onAccept={() => setInner(true)} onCancel={() => setOuter(false)} />
          <ConfirmDialog header="確認" message="本当に付与しますか？" acceptLabel="はい" visible={inner} onAccept={() => setInner(false)} onCancel={() => setInner(false)} />
        </main>
      )
    }
    withPrime(<Nested />)
    const opener = screen.getByRole('button', { name: 'MP付与' })
    opener.focus()
    fireEvent.click(opener)
    const outerOk = await screen.findByRole('button', { name: 'OK' })
    await waitFor(() => expect(focused()).toBe(outerOk))
    fireEvent.click(outerOk)
    const yes = await screen.findByRole('button', { name: 'はい' })
    await waitFor(() => expect(focused()).toBe(yes))
    fireEvent.click(yes)
    await waitFor(() => expect(screen.queryByRole('button', { name: 'はい' })).toBeNull())
    await waitFor(() => expect(focused()).toBe(screen.getByRole('button', { name: 'OK' })))
    fireEvent.click(screen.getAllByRole('button', { name: 'キャンセル' })[0]!)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(focused()).toBe(opener))
  })
})
