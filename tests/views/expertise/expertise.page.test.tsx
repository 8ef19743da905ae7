// @vitest-environment jsdom
/**
 * 専門分野管理 as staff and assistive technology meet it: the tree exposes exactly one treeitem per
 * node (flat, aria-level / setsize / posinset), each named by its own label only; a click selects
 * and never deselects; the keyboard moves, opens and closes; a sibling's name is refused in the
 * name dialog before any call; the 'move to…' dialog shows each parent with its path, so two nodes
 * of one name are told apart, and a move under a parent with a child of that name is refused.
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fromPromise } from 'xstate'
import { flattenExpertise, type Expertise, type ExpertiseChange, type ExpertiseNode, type ExpertiseTree } from '@src/domain/expertise'
import type { ExpertiseId } from '@src/domain/ids'
import { expertiseTreeMachine } from '@src/areas/expertise/expertise-tree.machine'
import { ExpertisePage } from '@src/areas/expertise/expertise.page'

afterEach(cleanup)

const node = (id: string, name: string, parentId: string | null, children: ReadonlyArray<ExpertiseNode> = [], doctors = 0): ExpertiseNode => ({
  id: id as ExpertiseId, name, parentId: parentId as ExpertiseId | null, sortOrder: 10, version: 1, doctorCount: doctors, subtreeDoctorCount: doctors, children,
})
//  内科 ── 循環器内科 (3 doctors)
//  小児科 ── 内科 ── 不整脈
//  外科
const tree: ExpertiseTree = [
  node('1', '内科', null, [node('2', '循環器内科', '1', [], 3)]),
  node('3', '小児科', null, [node('4', '内科', '3', [node('5', '不整脈', '4')])]),
  node('6', '外科', null),
]

const renderPage = async () => {
  const saved = vi.fn(async (_: ExpertiseChange): Promise<Expertise | null> => null)
  const machine = expertiseTreeMachine.provide({
    actors: { loadTree: fromPromise(async () => tree), saveChange: fromPromise(({ input }: { input: ExpertiseChange }) => saved(input)) },
  })
  render(<ExpertisePage machine={machine} />)
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0))
  })
  return { saved, tree: screen.getByRole('tree', { name: '専門分野ツリー' }) }
}

const items = (tree: HTMLElement) => within(tree).getAllByRole('treeitem')
const item = (tree: HTMLElement, name: string | RegExp) => within(tree).getAllByRole('treeitem', { name })

describe('ExpertisePage', () => {
  it('exposes one treeitem per node and nothing else, each named by its own label, placed by aria-level', async () => {
    const { tree: el } = await renderPage()
    expect(items(el)).toHaveLength(flattenExpertise(tree).length)
    expect(items(el).map((i) => [i.textContent, i.getAttribute('aria-level'), i.getAttribute('aria-posinset'), i.getAttribute('aria-setsize')])).toEqual([
      ['内科', '1', '1', '3'],
      ['循環器内科 医師 3名', '2', '1', '1'],
      ['小児科', '1', '2', '3'],
      ['内科', '2', '1', '1'],
      ['不整脈', '3', '1', '1'],
      ['外科', '1', '3', '3'],
    ])
    // a parent holds only its own row: no nested group, no aria-label to disagree with it
    expect(el.querySelector('[role="group"]')).toBeNull()
    for (const i of items(el)) expect(i.getAttribute('aria-label')).toBeNull()
    expect(item(el, '小児科')[0]!.getAttribute('aria-expanded')).toBe('true')
    expect(item(el, '外科')[0]!.hasAttribute('aria-expanded')).toBe(false)
    // nothing is selected yet
    expect(el.querySelectorAll('[aria-selected="true"]')).toHaveLength(0)
  })

  it('selects on click and keeps the node selected when it is clicked again', async () => {
    const { tree: el } = await renderPage()
    const surgery = item(el, '外科')[0]!
    fireEvent.click(surgery)
    expect(surgery.getAttribute('aria-selected')).toBe('true')
    fireEvent.click(surgery)
    expect(surgery.getAttribute('aria-selected')).toBe('true')
    expect(el.querySelectorAll('[aria-selected="true"]')).toHaveLength(1)
    expect(screen.getByRole('button', { name: '名前を変更' }).hasAttribute('disabled')).toBe(false)
    fireEvent.click(item(el, '小児科')[0]!)
    expect(surgery.hasAttribute('aria-selected')).toBe(false)
  })

  it('is one tab stop: arrows move, → / ← open, close and go to the parent, Enter selects', async () => {
    const { tree: el } = await renderPage()
    const tabStops = () => items(el).filter((i) => i.tabIndex === 0)
    expect(tabStops().map((i) => i.textContent)).toEqual(['内科'])
    const first = items(el)[0]!
    first.focus()
    fireEvent.keyDown(first, { key: 'ArrowDown' })
    expect(document.activeElement?.textContent).toBe('循環器内科 医師 3名')
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' }) // to the parent
    expect(document.activeElement?.textContent).toBe('内科')
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' }) // close it
    expect(items(el)).toHaveLength(5)
    expect(items(el)[0]!.getAttribute('aria-expanded')).toBe('false')
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' }) // open it
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' }) // to the first child
    expect(document.activeElement?.textContent).toBe('循環器内科 医師 3名')
    fireEvent.keyDown(document.activeElement!, { key: 'End' })
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' })
    expect(item(el, '外科')[0]!.getAttribute('aria-selected')).toBe('true')
    expect(tabStops().map((i) => i.textContent)).toEqual(['外科'])
  })

  it('refuses a name a sibling has (NFKC, case) as it is typed, before any call', async () => {
    const { tree: el, saved } = await renderPage()
    fireEvent.click(item(el, '小児科')[0]!)
    fireEvent.click(screen.getByRole('button', { name: '子を追加' }))
    const dialog = screen.getByRole('dialog')
    const input = within(dialog).getByLabelText('分野名')
    fireEvent.change(input, { target: { value: '内科 ' } })
    expect(within(dialog).getByText('分野名「内科」は同じ親分野の下にすでにあります')).toBeTruthy()
    expect(input.getAttribute('aria-invalid')).toBe('true')
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }))
    expect(saved).not.toHaveBeenCalled()
    // another name is fine; the same name under another parent too (内科 exists twice already)
    fireEvent.change(input, { target: { value: '循環器内科' } })
    expect(within(dialog).queryByText(/同じ親分野の下にすでにあります/)).toBeNull()
  })

  it("shows each parent in the 'move to…' dialog with its path, and refuses a parent with a child of the node's name", async () => {
    const { tree: el, saved } = await renderPage()
    fireEvent.click(item(el, '不整脈')[0]!)
    fireEvent.click(screen.getByRole('button', { name: '移動…' }))
    const dialog = screen.getByRole('dialog', { name: '「不整脈」の移動先' })
    // the two 内科 are told apart by their paths
    expect(within(dialog).getByLabelText('内科')).toBeTruthy()
    expect(within(dialog).queryByLabelText('小児科 › 内科')).toBeNull() // its own parent is not offered
    expect(within(dialog).getByLabelText('内科 › 循環器内科')).toBeTruthy()
    cleanup()

    const again = await renderPage()
    // 小児科 › 内科 cannot move to the roots: a root is named 内科
    fireEvent.click(item(again.tree, '内科')[1]!)
    fireEvent.click(screen.getByRole('button', { name: '移動…' }))
    const move = screen.getByRole('dialog', { name: '「内科」の移動先' })
    fireEvent.click(within(move).getByLabelText('（ルート）'))
    fireEvent.click(within(move).getByRole('button', { name: '次へ' }))
    const impact = screen.getByRole('dialog', { name: '移動の確認' })
    expect(within(impact).getByText('分野名「内科」は同じ親分野の下にすでにあります')).toBeTruthy()
    expect(within(impact).getByRole('button', { name: 'OK' }).hasAttribute('disabled')).toBe(true)
    expect(again.saved).not.toHaveBeenCalled()
    expect(saved).not.toHaveBeenCalled()
  })
})
