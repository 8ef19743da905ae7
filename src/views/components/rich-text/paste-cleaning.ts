/**
 * What the rich-text editor does to HTML before its schema reads it (pasted, or stored) and after
 * it writes it. The schema (src/views/components/rich-text/rich-text-editor.component.tsx) already
 * drops what it has no node or mark for — styles, classes, `<o:p>`, `<span>`, tables' structure —
 * so these only do what a schema cannot:
 *
 * - `cleanPastedHtml`: Word's HTML (Outlook's and Excel's alike) carries conditional comments
 *   (`<!--[if !supportLists]-->`), `<xml>`, `<style>` and `<o:p>` elements whose text would otherwise
 *   land in the body, and writes its lists as paragraphs with an `mso-list` style and a typed bullet
 *   or number: those become real `<ul>`/`<ol>` lists. A web page's `<script>`, `<style>`, `<meta>`
 *   and `<title>` go too.
 * - `editorHtml`: the editor's own HTML in the shape the body has always been stored in: a list
 *   item holding a single paragraph is written `<li>text</li>` (the schema wraps it again on reading).
 */

const dropped = 'script, style, meta, link, title, xml, template, iframe, object, embed'

/** Word's list paragraph: `mso-list:l0 level1 lfo1` in its style, or one of its list classes. */
const isWordListParagraph = (el: Element) =>
  el.tagName === 'P' && (/mso-list\s*:\s*l\d/i.test(el.getAttribute('style') ?? '') || /^MsoListParagraph/i.test(el.getAttribute('class') ?? ''))

/** An ordered item's typed marker: `1.`, `1)`, `a.`, `i.`, `①`, `（1）`. */
const orderedMarker = /^\s*(?:[0-9０-９]+|[a-zA-Z]|[ivxlcdm]+|[①-⑳]|[（(][0-9０-９]+[)）])[.)．）]?\s*$/i

/**
 * The typed bullet or number Word puts before a list paragraph's text (inside a conditional
 * `supportLists` comment or a span styled `mso-list:Ignore`): removed, and whether it was a number.
 */
const takeMarker = (p: Element): boolean => {
  let ordered = false
  for (const span of Array.from(p.querySelectorAll('span'))) {
    if (/mso-list\s*:\s*ignore/i.test(span.getAttribute('style') ?? '')) {
      ordered = orderedMarker.test(span.textContent ?? '')
      // the marker's span is the outermost one styled so
      span.remove()
      return ordered
    }
  }
  // no marked span (the conditional comment was already gone): a leading typed marker in the text
  const first = p.firstChild
  if (first?.nodeType === 3) {
    const text = first.textContent ?? ''
    const match = /^\s*([·•\u00b7\u2022\u25cf\u25aa\u25a0§o\-–]|[0-9]+[.)])[\s\u00a0]+/.exec(text)
    if (match) {
      ordered = /[0-9]/.test(match[1]!)
      first.textContent = text.slice(match[0].length)
    }
  }
  return ordered
}

/** Consecutive Word list paragraphs into one list each (nesting flattened: the level is not kept). */
const wordLists = (doc: Document) => {
  const paragraphs = Array.from(doc.body.querySelectorAll('p')).filter(isWordListParagraph)
  let list: HTMLElement | null = null
  for (const p of paragraphs) {
    const tag = takeMarker(p) ? 'OL' : 'UL'
    const li = doc.createElement('li')
    li.append(...Array.from(p.childNodes))
    if (list && list.tagName === tag && list.nextElementSibling === p) {
      list.append(li)
      p.remove()
    } else {
      list = doc.createElement(tag)
      list.append(li)
      p.replaceWith(list)
    }
  }
}

/** Removes every comment node: Word's conditional comments hold markers and VML, never text staff typed. */
const dropComments = (doc: Document) => {
  const walker = doc.createTreeWalker(doc.body, 128 /* NodeFilter.SHOW_COMMENT */)
  const comments: Array<Node> = []
  while (walker.nextNode()) comments.push(walker.currentNode)
  for (const c of comments) c.parentNode?.removeChild(c)
}

export const cleanPastedHtml = (html: string): string => {
  // Word's `<![if !supportLists]>…<![endif]>` (downlevel-revealed) wrappers: the marker they hold is handled below
  const source = html.replace(/<!\[if [^\]]*\]>|<!\[endif\]>/gi, '')
  const doc = new DOMParser().parseFromString(source, 'text/html')
  dropComments(doc)
  for (const el of Array.from(doc.querySelectorAll(dropped))) el.remove()
  // Office's namespaced elements (`<o:p>`, `<v:shape>`, `<w:sdt>`): unwrapped where they hold text, else gone
  for (const el of Array.from(doc.body.getElementsByTagName('*'))) {
    if (!el.tagName.includes(':')) continue
    if ((el.textContent ?? '').replace(/\u00a0/g, ' ').trim() === '') el.remove()
    else el.replaceWith(...Array.from(el.childNodes))
  }
  wordLists(doc)
  return doc.body.innerHTML
}

/**
 * The editor's HTML as the body is stored: `<li><p>x</p></li>` written `<li>x</li>`, void elements
 * written as HTML (`<img …>`, not Tiptap's `<img … />`), and the empty paragraph the editor keeps
 * after a last list, heading or image (so staff can type below it) left out.
 */
export const editorHtml = (html: string): string => {
  const doc = new DOMParser().parseFromString(html, 'text/html')
  for (const li of Array.from(doc.body.querySelectorAll('li'))) {
    const only = li.children.length === 1 && li.childNodes.length === 1 ? li.firstElementChild : null
    if (only?.tagName === 'P') only.replaceWith(...Array.from(only.childNodes))
  }
  let last = doc.body.lastElementChild
  while (last && last.tagName === 'P' && last.childNodes.length === 0 && doc.body.children.length > 1) {
    last.remove()
    last = doc.body.lastElementChild
  }
  return doc.body.innerHTML
}
