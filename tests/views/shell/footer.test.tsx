// @vitest-environment jsdom
/**
 * Footer of the simple layout: '© <year> <product>' plus 'build: <id>' only when set.
 */
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { appNameOf, defaultProductName, footerFacts } from '@src/app/brand'
import { AppFooter } from '@src/views/components/app-footer.component'
import { SimpleLayout } from '@src/views/layouts/simple.layout'

afterEach(cleanup)

describe('AppFooter', () => {
  it('shows the copyright line with year and product, and the build id', () => {
    render(<AppFooter year={2031} productName="MediColle" buildId="a1b2c3d" />)
    const footer = screen.getByRole('contentinfo')
    expect(footer.textContent).toContain('© 2031 MediColle')
    expect(footer.textContent).toContain('build: a1b2c3d')
  })

  it('has no build line without a build id', () => {
    render(<AppFooter year={2031} productName="Acme" />)
    const footer = screen.getByRole('contentinfo')
    expect(footer.textContent).toBe('© 2031 Acme')
    expect(footer.textContent).not.toContain('build:')
  })

  it('has no build line for an empty build id', () => {
    render(<AppFooter year={2031} productName="Acme" buildId="" />)
    expect(screen.getByRole('contentinfo').textContent).not.toContain('build:')
  })
})

describe('brand facts', () => {
  it('default product name and app name', () => {
    expect(defaultProductName).toBe('MediColle')
    expect(appNameOf('MediColle')).toBe('MediColle WEB')
  })

  it("the footer year is the current year (Tokyo) and the product comes from the build environment", () => {
    const facts = footerFacts()
    expect(facts.year).toBe(Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Asia/Tokyo' }).format(new Date())))
    expect(facts.productName).toBe(import.meta.env.VITE_PRODUCT_NAME?.trim() || 'MediColle')
  })
})

describe('SimpleLayout', () => {
  it('has a title bar with the app name, the content and the footer', () => {
    render(
      <SimpleLayout appName="MediColle WEB" footer={{ year: 2030, productName: 'MediColle', buildId: 'x9' }}>
        <p>本文</p>
      </SimpleLayout>,
    )
    expect(screen.getByRole('banner').textContent).toContain('MediColle WEB')
    expect(screen.getByRole('main').textContent).toBe('本文')
    expect(screen.getByRole('contentinfo').textContent).toContain('© 2030 MediColle')
    expect(screen.getByRole('contentinfo').textContent).toContain('build: x9')
  })
})
