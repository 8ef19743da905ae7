/**
 * Names and build facts from the build environment (see vite.config.ts):
 * - VITE_PRODUCT_NAME: product name, default 'MediColle'; the app name is '<product> WEB';
 * - VITE_BUILD_ID: build identifier shown in the footer as 'build: <id>' (absent: no line).
 */
import { jstYear } from '../domain/jst'

declare global {
  interface ImportMetaEnv {
    readonly VITE_PRODUCT_NAME?: string
    readonly VITE_BUILD_ID?: string
    readonly VITE_E2E?: string
  }
}

const clean = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim()
  return trimmed ? trimmed : undefined
}

export const defaultProductName = 'MediColle'

/** Product name; an empty setting counts as unset. */
export const productName: string = clean(import.meta.env.VITE_PRODUCT_NAME) ?? defaultProductName

export const appNameOf = (product: string): string => `${product} WEB`

export const appName: string = appNameOf(productName)

export const buildId: string | undefined = clean(import.meta.env.VITE_BUILD_ID)

/** Footer facts of the simple layout; the year is today's, in Tokyo. */
export const footerFacts = () => ({ year: jstYear(Date.now()), productName, buildId })
