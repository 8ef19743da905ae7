/**
 * The console's menu for tests: the menu src/app/console-routes.ts builds from the list of areas,
 * and `menuEntries(location, access, reserve)` over it (src/app/menu.ts `menuEntriesOf`; the main
 * layout gets the menu through `MenuContext`, issue 39).
 */
import { menuSpec } from '@src/app/console-routes'
import { menuEntriesOf, type MenuAccess, type MenuLocation } from '@src/app/menu'

export { menuSpec }

export const menuEntries = (location: MenuLocation, access?: MenuAccess, reserve = false) => menuEntriesOf(menuSpec, location, access, reserve)
