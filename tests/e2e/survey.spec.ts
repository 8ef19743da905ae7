/**
 * アンケート in Chromium against the real stack (demo data: server/src/areas/survey/survey.seed.ts):
 * find a survey by title, open it, read its questions, the charts of its choice questions
 * (screenshot looked at) and its answers.
 */
import { expect, test } from '@playwright/test'
import { signIn } from './support/sign-in'

test('survey: find an article, open its questions, charts and answers', async ({ page }) => {
  await signIn(page)
  await page.goto('/survey')
  await expect(page.getByRole('heading', { name: 'アンケート' })).toBeVisible()
  const list = page.getByRole('grid', { name: 'アンケート一覧' })
  await page.getByLabel('タイトル').fill('働き方改革')
  await page.getByRole('button', { name: '検索', exact: true }).click()
  await expect(page).toHaveURL(/keyword=/)
  await expect(list).toHaveAttribute('aria-busy', 'false')
  const row = list.getByRole('row').filter({ hasText: '医師の働き方改革に関する意識調査' })
  await expect(row).toHaveCount(1)
  const answerCount = Number((await row.getByRole('gridcell').nth(4).innerText()).trim())
  expect(answerCount).toBeGreaterThan(0)
  await row.click()

  await expect(page).toHaveURL(/\/survey\/[^/?]+/)
  await expect(page.getByRole('heading', { name: '医師の働き方改革に関する意識調査' })).toBeVisible()
  const questions = page.getByRole('region', { name: '設問', exact: true })
  await expect(questions.getByRole('listitem')).toHaveCount(3)
  await expect(questions).toContainText('週あたりの平均勤務時間')

  // One chart per choice question (single and multiple; the free-text one has none), over every answer.
  const charts = page.getByRole('region', { name: '選択式設問の集計' })
  await expect(charts.getByRole('figure')).toHaveCount(2)
  await expect(charts.getByRole('figure').first()).toContainText(`全${answerCount.toLocaleString('ja-JP')}件`)
  await expect(charts.getByRole('img', { name: /の集計$/ })).toHaveCount(2)
  await expect(charts.getByRole('img', { name: /の集計$/ }).first()).toBeVisible()

  const answers = page.getByRole('grid', { name: '回答一覧' })
  await expect(answers).toHaveAttribute('aria-busy', 'false')
  await expect(answers.getByRole('columnheader', { name: '週あたりの平均勤務時間' })).toBeVisible()
  await expect(answers.getByRole('row')).toHaveCount(Math.min(answerCount, 50) + 1)
  await page.screenshot({ path: '.tmp/screens/survey-article.png', fullPage: true })
})
