/**
 * 専門分野管理 in Chromium against the real stack, on nodes of its own (unique names): add roots
 * and a child, give a new doctor the child, move the child under another root by keyboard (the
 * 'move to…' dialog) and that root under a third by drag and drop, each after the impact dialog;
 * the doctor form's expertise checkbox group follows the new tree; deleting the held node is
 * refused with the count.
 */
import { expect, test, type Page } from '@playwright/test'
import { signIn } from './support/sign-in'

const stamp = Date.now().toString(36)
const internal = `E2E内科${stamp}`
const surgery = `E2E外科${stamp}`
const cardiology = `E2E循環器${stamp}`

const tree = (page: Page) => page.getByRole('tree', { name: '専門分野ツリー' })
/** A node by its name (its accessible name adds '医師 N名' when doctors hold it). */
const node = (page: Page, name: string) => tree(page).getByRole('treeitem', { name: new RegExp(`^${name}( 医師 \\d+名)?$`) })
/** A node's own row (its label), not its children's. */
const row = (page: Page, name: string) => node(page, name).locator('> .p-treenode-content')

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
  await row(page, internal).click()
  await addNode(page, '子を追加', cardiology)
  await expect(node(page, internal).getByRole('treeitem', { name: cardiology })).toBeVisible()

  // A doctor holds the child.
  await page.goto('/doctor/new')
  await expect(page.getByRole('heading', { name: '医師登録' })).toBeVisible()
  await page.getByLabel('メールアドレス', { exact: true }).fill(`e2e.expertise.${stamp}@example.jp`)
  await page.getByLabel('医籍登録番号', { exact: true }).fill('246810')
  await page.getByLabel('姓', { exact: true }).fill('分野')
  await page.getByLabel('名', { exact: true }).fill('太郎')
  await page.getByLabel('セイ', { exact: true }).fill('ブンヤ')
  await page.getByLabel('メイ', { exact: true }).fill('タロウ')
  await page.getByLabel(cardiology, { exact: true }).check()
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
  // its own parent and anything below it are not offered
  await expect(moveDialog.getByLabel(internal, { exact: true })).toHaveCount(0)
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
  await expect(node(page, surgery).getByRole('treeitem', { name: cardiology })).toBeVisible()

  // Drag and drop: the root with its child onto the other root; the impact counts both nodes and the doctor.
  await row(page, surgery).dragTo(row(page, internal))
  const dropImpact = page.getByRole('dialog', { name: '移動の確認' })
  await expect(dropImpact).toContainText(`「${surgery}」を「${internal}」の下へ移動しますか？`)
  await expect(dropImpact).toContainText('配下を含む 2 分野、これらの分野を登録している医師 1 名')
  await dropImpact.getByRole('button', { name: 'OK' }).click()
  await settled(page)
  await expect(node(page, internal).getByRole('treeitem', { name: surgery }).getByRole('treeitem', { name: cardiology })).toBeVisible()

  // Deleting the held node is refused with the count; OK cannot be pressed.
  await row(page, cardiology).click()
  await page.getByRole('button', { name: '削除' }).click()
  const remove = page.getByRole('dialog', { name: '削除の確認' })
  await expect(remove).toContainText('この分野を登録している医師が 1 名いるため削除できません。')
  await expect(remove.getByRole('button', { name: 'OK' })).toBeDisabled()
  await remove.getByRole('button', { name: 'キャンセル' }).click()

  // The doctor form's checkbox group follows the tree: one group for the root, both moved nodes in it.
  await page.goto('/doctor/new')
  const group = page.getByRole('group', { name: internal })
  await expect(group.getByLabel(surgery, { exact: true })).toBeVisible()
  await expect(group.getByLabel(cardiology, { exact: true })).toBeVisible()
  await expect(page.getByRole('group', { name: surgery })).toHaveCount(0)
})
