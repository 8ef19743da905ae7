/**
 * The rich-text editor of press-release bodies and manuscript contents: Tiptap 3 (ProseMirror) with
 * its starter kit and images (docs/decisions.md "Rich-text editor"). Loaded only where an editor is
 * shown (`RichTextField`, rich-text-field.component.tsx, imports this module lazily: its own chunk).
 *
 * What it writes is what the server's sanitiser keeps (server/src/areas/support/rich-text.ts):
 * `<p>`, `<h2>`/`<h3>`, `<ul>`/`<ol>`/`<li>`, `<a href>`, `<img src alt>`, `<strong>`, `<em>`, `<u>`,
 * `<s>`, `<br>`, `<blockquote>`, `<pre><code>`, `<hr>` — no style, class or data attribute: the
 * schema has none to write, and whatever is pasted (Word, Excel, a web page) is read through the
 * same schema after `cleanPastedHtml` (paste-cleaning.ts) took Word's lists, comments and `<o:p>`.
 * Its value is sanitised (DOMPurify) before the editor reads it, as the page shows it.
 */
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react'
import Image from '@tiptap/extension-image'
import StarterKit from '@tiptap/starter-kit'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { sanitizeHtml } from '../safe-html.component'
import { cleanPastedHtml, editorHtml } from './paste-cleaning'
import { richTextText as t } from './rich-text.text'
import './rich-text-editor.component.css'

export interface RichTextEditorProps {
  /** The editable element's id (the field's `<label for>` and tests find it). */
  readonly id: string
  /** Its accessible name: the field's label. */
  readonly label: string
  /** The HTML held (sanitised here before the editor reads it). */
  readonly value: string
  /** The editor's HTML after each change staff make (not after a value set from outside). */
  readonly onChange: (html: string) => void
  readonly disabled?: boolean
  readonly invalid?: boolean
  readonly required?: boolean
  readonly describedBy?: string | undefined
  readonly className?: string
  /** Uploads a picked image and answers its URL (rejects with a message staff read); without it, no image button. */
  readonly uploadImage?: (file: File) => Promise<string>
}

const linkAllowed = (url: string) => /^(https?:\/\/|mailto:)\S+$/i.test(url.trim())

export const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    // links staff set or paste: the server adds rel/target itself; no javascript: or data: (the extension refuses them)
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['http', 'https', 'mailto'], HTMLAttributes: { rel: null, target: null } },
    code: false,
    // no empty paragraph kept after the last block: the body is stored as staff wrote it
    trailingNode: false,
  }),
  // only URLs (an uploaded image's): a pasted data: image is dropped, as the server would drop it
  Image.configure({ allowBase64: false, inline: false }),
]

interface ToolProps {
  readonly label: string
  /** A PrimeIcons element, or the modifier class of a CSS-drawn glyph. */
  readonly icon: ReactNode
  readonly active?: boolean
  readonly disabled: boolean
  readonly onClick: () => void
}

const Tool = ({ label, icon, active, disabled, onClick }: ToolProps) => (
  <button
    type="button"
    className={`rich-text-tool${active ? ' rich-text-tool--active' : ''}`}
    aria-label={label}
    title={label}
    {...(active === undefined ? {} : { 'aria-pressed': active })}
    disabled={disabled}
    // keep the selection in the editor while the button is pressed
    onMouseDown={(e) => e.preventDefault()}
    onClick={onClick}
  >
    {/* a text glyph is drawn by CSS (not text of the button): its name is the label alone (WCAG 2.5.3) */}
    {typeof icon === 'string' ? <span className={`rich-text-glyph ${icon}`} aria-hidden="true" /> : icon}
  </button>
)

const LinkForm = ({ editor, onClose }: { readonly editor: Editor; readonly onClose: () => void }) => {
  const [url, setUrl] = useState(() => (editor.getAttributes('link').href as string | undefined) ?? '')
  const [invalid, setInvalid] = useState(false)
  const apply = () => {
    if (!linkAllowed(url)) {
      setInvalid(true)
      return
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: url.trim() }).run()
    onClose()
  }
  return (
    <div className="rich-text-link-form">
      <input
        type="url"
        className="p-inputtext"
        aria-label={t.linkUrl}
        placeholder="https://"
        value={url}
        aria-invalid={invalid}
        autoFocus
        onChange={(e) => {
          setUrl(e.target.value)
          setInvalid(false)
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault()
            apply()
          } else if (e.key === 'Escape') {
            e.preventDefault()
            onClose()
          }
        }}
      />
      <button type="button" className="p-button p-button-sm" onClick={apply}>{t.linkApply}</button>
      <button type="button" className="p-button p-button-sm p-button-text" onClick={onClose}>{t.linkCancel}</button>
      {invalid ? <small className="p-error" role="alert">{t.linkInvalid}</small> : null}
    </div>
  )
}

export const RichTextEditor = ({ id, label, value, onChange, disabled = false, invalid, required, describedBy, className, uploadImage }: RichTextEditorProps) => {
  /** The HTML last written by the editor itself: a value equal to it is not read back in. */
  const written = useRef<string | null>(null)
  const changed = useRef(onChange)
  changed.current = onChange
  const [linking, setLinking] = useState(false)
  const [upload, setUpload] = useState<{ readonly busy: boolean; readonly error?: string }>({ busy: false })
  const fileInput = useRef<HTMLInputElement>(null)

  const editor = useEditor({
    extensions,
    content: sanitizeHtml(value),
    editable: !disabled,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        id,
        'aria-label': label,
        'aria-multiline': 'true',
        class: 'rich-text-content',
      },
      transformPastedHTML: cleanPastedHtml,
    },
    onUpdate: ({ editor: e }) => {
      const html = editorHtml(e.isEmpty ? '' : e.getHTML())
      written.current = html
      changed.current(html)
    },
  })

  // a value set from outside (the loaded record, a re-applied change): read in without an update
  useEffect(() => {
    if (editor.isDestroyed || value === written.current) return
    written.current = value
    editor.commands.setContent(sanitizeHtml(value), { emitUpdate: false })
  }, [editor, value])
  useEffect(() => {
    if (!editor.isDestroyed) editor.setEditable(!disabled, false)
  }, [editor, disabled])
  // the attributes that follow the form's state
  useEffect(() => {
    if (editor.isDestroyed) return
    const dom = editor.view.dom
    const set = (name: string, v: string | undefined) => (v === undefined ? dom.removeAttribute(name) : dom.setAttribute(name, v))
    set('aria-invalid', invalid ? 'true' : undefined)
    set('aria-required', required ? 'true' : undefined)
    set('aria-describedby', describedBy)
    set('aria-readonly', disabled ? 'true' : undefined)
  }, [editor, invalid, required, describedBy, disabled])

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
    }),
  })

  const pickImage = async (file: File) => {
    if (!uploadImage) return
    setUpload({ busy: true })
    try {
      const src = await uploadImage(file)
      editor.chain().focus().setImage({ src, alt: file.name }).run()
      setUpload({ busy: false })
    } catch (error) {
      setUpload({ busy: false, error: t.uploadFailed(error instanceof Error ? error.message : String(error)) })
    }
  }

  const off = disabled
  const chain = () => editor.chain().focus()
  return (
    <div className={`rich-text-editor${className ? ` ${className}` : ''}${invalid ? ' rich-text-editor--invalid' : ''}`}>
      <div className="rich-text-toolbar" role="toolbar" aria-label={t.toolbar} aria-controls={id}>
        <Tool label={t.paragraph} icon="rich-text-glyph--paragraph" disabled={off} onClick={() => chain().setParagraph().run()} />
        <Tool label={t.heading2} icon="rich-text-glyph--h2" active={state.h2} disabled={off} onClick={() => chain().toggleHeading({ level: 2 }).run()} />
        <Tool label={t.heading3} icon="rich-text-glyph--h3" active={state.h3} disabled={off} onClick={() => chain().toggleHeading({ level: 3 }).run()} />
        <span className="rich-text-toolbar__gap" />
        <Tool label={t.bold} icon="rich-text-glyph--bold" active={state.bold} disabled={off} onClick={() => chain().toggleBold().run()} />
        <Tool label={t.italic} icon="rich-text-glyph--italic" active={state.italic} disabled={off} onClick={() => chain().toggleItalic().run()} />
        <Tool label={t.underline} icon="rich-text-glyph--underline" active={state.underline} disabled={off} onClick={() => chain().toggleUnderline().run()} />
        <span className="rich-text-toolbar__gap" />
        <Tool label={t.bulletList} icon={<i className="pi pi-list" aria-hidden="true" />} active={state.bulletList} disabled={off} onClick={() => chain().toggleBulletList().run()} />
        <Tool label={t.orderedList} icon="rich-text-glyph--ordered" active={state.orderedList} disabled={off} onClick={() => chain().toggleOrderedList().run()} />
        <span className="rich-text-toolbar__gap" />
        <Tool label={t.link} icon={<i className="pi pi-link" aria-hidden="true" />} active={state.link} disabled={off} onClick={() => setLinking(true)} />
        {state.link ? <Tool label={t.unlink} icon={<i className="pi pi-times-circle" aria-hidden="true" />} disabled={off} onClick={() => chain().extendMarkRange('link').unsetLink().run()} /> : null}
        {uploadImage ? (
          <Tool label={t.image} icon={<i className="pi pi-image" aria-hidden="true" />} disabled={off || upload.busy} onClick={() => fileInput.current?.click()} />
        ) : null}
        <Tool label={t.clear} icon={<i className="pi pi-eraser" aria-hidden="true" />} disabled={off} onClick={() => chain().unsetAllMarks().clearNodes().run()} />
      </div>
      {uploadImage ? (
        <input
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          hidden
          aria-label={t.image}
          onChange={(e) => {
            const file = e.target.files?.[0]
            e.target.value = ''
            if (file) void pickImage(file)
          }}
        />
      ) : null}
      {linking ? <LinkForm editor={editor} onClose={() => setLinking(false)} /> : null}
      {upload.busy ? <p className="rich-text-status" role="status">{t.uploading}</p> : null}
      {upload.error ? <p className="rich-text-status p-error" role="alert">{upload.error}</p> : null}
      <EditorContent editor={editor} className="rich-text-body" />
    </div>
  )
}

export default RichTextEditor
