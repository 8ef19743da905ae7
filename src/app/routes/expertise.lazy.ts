/**
 * The expertise routes' page props (loaded with the page, never in the entry chunk): the area's
 * machines (src/app/wiring), typed navigation. The routes themselves are expertise.routes.tsx.
 */
import { expertisePages } from '../wiring/expertise.wiring'
import type { ExpertisePage } from '../../views/pages/expertise/expertise.page'
import type { ComponentProps } from 'react'

export const useExpertiseProps = (): ComponentProps<typeof ExpertisePage> => {
  return { machine: expertisePages.tree }
}
