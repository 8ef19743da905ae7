// @vitest-environment jsdom
/**
 * The entry's route preloads (src/app/route-chunks.ts, issue 31): the list the server put in
 * index.html becomes `<link rel="modulepreload">` (stylesheets `preload` as style) at once; no list,
 * a broken one or foreign addresses add nothing.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { preloadRouteChunks, routeChunksElementId } from '@src/app/route-chunks'

const page = (json: string | undefined) => {
  document.head.innerHTML = '<script type="module" crossorigin src="/assets/index-E1.js"></script>'
  if (json !== undefined) {
    const block = document.createElement('script')
    block.type = 'application/json'
    block.id = routeChunksElementId
    block.textContent = json
    document.head.appendChild(block)
  }
}
const links = () => [...document.head.querySelectorAll('link')].map((link) => ({ rel: link.rel, as: link.getAttribute('as'), href: link.getAttribute('href'), crossorigin: link.getAttribute('crossorigin') }))

afterEach(() => {
  document.head.innerHTML = ''
})

describe('preloading the route chunks the server listed', () => {
  it('asks for every script as a module preload and every stylesheet as a style preload, in the order given', () => {
    page(JSON.stringify({ scripts: ['/assets/console-C1.js', '/assets/doctor-list.page-D2.js'], styles: ['/assets/list-page-L1.css'] }))
    expect(preloadRouteChunks()).toBe(3)
    expect(links()).toEqual([
      { rel: 'modulepreload', as: null, href: '/assets/console-C1.js', crossorigin: '' },
      { rel: 'modulepreload', as: null, href: '/assets/doctor-list.page-D2.js', crossorigin: '' },
      { rel: 'preload', as: 'style', href: '/assets/list-page-L1.css', crossorigin: '' },
    ])
  })

  it('does nothing without a list (the dev server, /sign-in) or with one that does not parse', () => {
    page(undefined)
    expect(preloadRouteChunks()).toBe(0)
    page('{not json')
    expect(preloadRouteChunks()).toBe(0)
    expect(links()).toEqual([])
  })

  it('takes only same-origin absolute paths', () => {
    page(JSON.stringify({ scripts: ['https://elsewhere.example/x.js', '//elsewhere.example/y.js', 'relative.js', 42, '/assets/ok-O1.js'], styles: 'nope' }))
    expect(preloadRouteChunks()).toBe(1)
    expect(links().map((link) => link.href)).toEqual(['/assets/ok-O1.js'])
  })
})
