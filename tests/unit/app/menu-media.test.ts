/** The media pages live under PR管理 (no entry of their own): the menu keeps PR管理 highlighted there. */
import { describe, expect, it } from 'vitest'
import { menuEntries } from '../../views/support/menu'

const active = (pathname: string) =>
  menuEntries({ pathname, search: {} }).filter((e) => e.active || e.children?.some((c) => c.active)).map((e) => e.label)

describe('menu under PR管理', () => {
  it.each(['/press_release/media', '/press_release/media/8'])('%s highlights PR管理 only', (pathname) => {
    expect(active(pathname)).toEqual(['PR管理'])
  })
})
