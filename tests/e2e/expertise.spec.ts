/**
 * 専門分野管理 in Chromium against the real stack, on nodes of its own (unique names): add roots
 * and a child; a sibling's name is refused in the name dialog (NFKC, case-insensitive) while the
 * same name under another parent is allowed; give a new doctor the child (the form shows each node
 * with its path, so the two nodes of one name are told apart); move the child under another root
 * by keyboard (the 'move to…' dialog, parents shown with their paths) and that root under a third
 * by drag and drop, each after the impact dialog; the doctor form's expertise checkbox group
 * follows the new tree; deleting the held node is refused with the count. The tree is an ARIA
 * tree of one treeitem per node (flat: aria-level), and a click selects, never deselects.
 */
import { expect, test, type Page } from '@playwright/test'
import { signIn } from './support/sign-in'

const stamp = Date.now().toString(36)
const internal = `E2E内科${stamp}`
const surgery = `E2E外科${stamp}`
const cardiology = `E2E循環器${stamp}`
const path = (...names: ReadonlyArray<string>) => names.join(' › ')

const tree = (page: Page) => page.getByRole('tree', { name: '専門分野ツリー' })
/** The nodes of a name (its accessible name adds '医師 N名' when doctors hold it), in tree order. */
const nodes = (page: Page, name: string) => tree(page).getByRole('treeitem', { name: new RegExp(`^${name}( 医師 \\d+名)?$`) })
const node = (page: Page, name: string) => nodes(page, name).first()
/** The parent of the first node of this name (the tree is flat: the nearest item above one level up). */
const parentOf = (page: Page, name: string) =>
  tree(page).evaluate((el, wanted) => {
    const items = [...el.querySelectorAll('[role="treeitem"]')].map((i) => ({ name: i.querySelector('.expertise-node__name')?.textContent, level: Number(i.getAttribute('aria-level')) }))
    const at = items.findIndex((i) => i.name === wanted)
    for (let j = at - 1; j >= 0; j--) if (items[j]!.level === items[at]!.level - 1) return items[j]!.name
    return null
  }, name)

const settled = async (page: Page) => expect(tree(page)).toHaveAttribute('aria-busy', 'false')

const addNode = async (page: Page, button: 'ルートを追加' | '子を追加', name: string) => {
  await page.getByRole('button', { name: button }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('分野名').fill(name)
  await dialog.getByRole('button', { name: '保存' }).click()
  await expect(page.locator('.p-toast-message-success').last()).toContainText('専門分野を追加しました。')
  await settled(page)
  await expect(node(page, name)).toBeVisible()
}

test('build, move (keyboard and drag and drop) and guard the expertise tree; the doctor form follows it', async ({ page }) => {
  await signIn(page)
  await page.goto('/expertise')
  await expect(page.getByRole('heading', { name: '専門分野管理' })).toBeVisible()
  await settled(page)

  // Two roots and a child; an empty name is refused by the domain schema, nothing sent.
  await page.getByRole('button', { name: 'ルートを追加' }).click()
  await page.getByRole('dialog').getByRole('button', { name: '保存' }).click()
  await expect(page.getByRole('dialog')).toContainText('必須項目です')
  await page.getByRole('dialog').getByRole('button', { name: 'キャンセル' }).click()
  await addNode(page, 'ルートを追加', internal)
  await addNode(page, 'ルートを追加', surgery)
  await node(page, internal).click()
  await addNode(page, '子を追加', cardiology)
  expect(await parentOf(page, cardiology)).toBe(internal)
  // every treeitem is a node: one per name shown, each with its own text
  const items = tree(page).getByRole('treeitem')
  expect(await items.count()).toBe(await tree(page).locator('.expertise-node__name').count())
  await expect(tree(page).locator('[role="group"]')).toHaveCount(0)

  // A click selects and never deselects.
  await node(page, internal).click()
  await node(page, internal).click()
  await expect(node(page, internal)).toHaveAttribute('aria-selected', 'true')
  await expect(tree(page).locator('[aria-selected="true"]')).toHaveCount(1)

  // A sibling's name is refused before saving (lower case: the same name folded); the dialog stays.
  await page.getByRole('button', { name: '子を追加' }).click()
  const duplicate = page.getByRole('dialog')
  await duplicate.getByLabel('分野名').fill(cardiology.toLowerCase())
  await expect(duplicate).toContainText(`分野名「${cardiology}」は同じ親分野の下にすでにあります`)
  await duplicate.getByRole('button', { name: '保存' }).click()
  await expect(duplicate.getByLabel('分野名')).toHaveAttribute('aria-invalid', 'true')
  await duplicate.getByRole('button', { name: 'キャンセル' }).click()
  await expect(nodes(page, cardiology)).toHaveCount(1)
  // the same name under another parent is allowed: now two nodes are named like the first root
  await node(page, surgery).click()
  await addNode(page, '子を追加', internal)
  await expect(nodes(page, internal)).toHaveCount(2)

  // A doctor holds the child; the form shows each node with its path.
  await page.goto('/doctor/new')
  await expect(page.getByRole('heading', { name: '医師登録' })).toBeVisible()
  await page.getByLabel('メールアドレス', { exact: true }).fill(`e2e.expertise.${stamp}@example.jp`)
  await page.getByLabel('医籍登録番号', { exact: true }).fill('246810')
  await page.getByLabel('姓', { exact: true }).fill('分野')
  await page.getByLabel('名', { exact: true }).fill('太郎')
  await page.getByLabel('セイ', { exact: true }).fill('ブンヤ')
  await page.getByLabel('メイ', { exact: true }).fill('タロウ')
  await expect(page.getByLabel(internal, { exact: true })).toHaveCount(1)
  await expect(page.getByLabel(path(surgery, internal), { exact: true })).toHaveCount(1)
  await page.getByLabel(path(internal, cardiology), { exact: true }).check()
  await page.getByRole('button', { name: '保存' }).click()
  await expect(page).toHaveURL(/\/doctor\/[A-Za-z0-9_-]+$/)

  // Keyboard: select the child with Enter, 移動… , choose the other root with Space, see the impact, confirm.
  await page.goto('/expertise')
  await settled(page)
  await node(page, cardiology).focus()
  await page.keyboard.press('Enter')
  await expect(node(page, cardiology)).toHaveAttribute('aria-selected', 'true')
  await page.getByRole('button', { name: '移動…' }).focus()
  await page.keyboard.press('Enter')
  const moveDialog = page.getByRole('dialog', { name: `「${cardiology}」の移動先` })
  // its own parent and anything below it are not offered; the parents are shown with their paths
  await expect(moveDialog.getByLabel(internal, { exact: true })).toHaveCount(0)
  await expect(moveDialog.getByLabel(path(surgery, internal), { exact: true })).toHaveCount(1)
  await moveDialog.getByLabel(surgery, { exact: true }).focus()
  await page.keyboard.press('Space')
  await moveDialog.getByRole('button', { name: '次へ' }).focus()
  await page.keyboard.press('Enter')
  const impact = page.getByRole('dialog', { name: '移動の確認' })
  await expect(impact).toContainText(`「${cardiology}」を「${surgery}」の下へ移動しますか？`)
  await expect(impact).toContainText('配下を含む 1 分野、これらの分野を登録している医師 1 名')
  await impact.getByRole('button', { name: 'OK' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.locator('.p-toast-message-success').last()).toContainText('専門分野を移動しました。')
  await settled(page)
  expect(await parentOf(page, cardiology)).toBe(surgery)

  // Drag and drop: the root with its children onto the other root; the impact counts its nodes and the doctor.
  await node(page, surgery).dragTo(node(page, internal))
  const dropImpact = page.getByRole('dialog', { name: '移動の確認' })
  await expect(dropImpact).toContainText(`「${surgery}」を「${internal}」の下へ移動しますか？`)
  await expect(dropImpact).toContainText('配下を含む 3 分野、これらの分野を登録している医師 1 名')
  await dropImpact.getByRole('button', { name: 'OK' }).click()
  await settled(page)
  expect(await parentOf(page, surgery)).toBe(internal)
  expect(await parentOf(page, cardiology)).toBe(surgery)

  // Deleting the held node is refused with the count; OK cannot be pressed.
  await node(page, cardiology).click()
  await page.getByRole('button', { name: '削除' }).click()
  const remove = page.getByRole('dialog', { name: '削除の確認' })
  await expect(remove).toContainText('この分野を登録している医師が 1 名いるため削除できません。')
  await expect(remove.getByRole('button', { name: 'OK' })).toBeDisabled()
  await remove.getByRole('button', { name: 'キャンセル' }).click()

  // The doctor form's checkbox group follows the tree: one group for the root, the moved nodes in it with their paths.
  await page.goto('/doctor/new')
  const group = page.getByRole('group', { name: internal })
  await expect(group.getByLabel(path(internal, surgery), { exact: true })).toBeVisible()
  await expect(group.getByLabel(path(internal, surgery, cardiology), { exact: true })).toBeVisible()
  await expect(group.getByLabel(path(internal, surgery, internal), { exact: true })).toBeVisible()
  await expect(page.getByRole('group', { name: surgery })).toHaveCount(0)
})
