/**
 * Simple layout (SPEC section 2): title bar and footer only. Used by the sign-in pages
 * and the standalone error pages.
 */
import type { ReactNode } from 'react'
import { AppFooter, type AppFooterProps } from '../components/app-footer.component'

export interface SimpleLayoutProps {
  readonly appName: string
  readonly footer: AppFooterProps
  readonly children: ReactNode
}

export const SimpleLayout = ({ appName, footer, children }: SimpleLayoutProps) => (
  <div className="simple-layout">
    <header className="title-bar">
      <img className="title-bar__logo" src="/logo.svg" alt="" width={28} height={28} />
      <span className="title-bar__title">{appName}</span>
    </header>
    <main id="main-content" className="simple-layout__content">
      {children}
    </main>
    <AppFooter {...footer} />
  </div>
)
