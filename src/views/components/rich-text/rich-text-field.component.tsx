/**
 * The rich-text editor as a form widget, loaded on demand: Tiptap and ProseMirror are in the editor's
 * own chunk (rich-text-editor.component.tsx), fetched when a page shows an editor — the press-release
 * and manuscript edit forms — and by no other page. Until it is there, a placeholder of its height
 * says it is loading (no layout shift when it comes).
 */
import { lazy, Suspense } from 'react'
import type { RichTextEditorProps } from './rich-text-editor.component'
import { richTextText as t } from './rich-text.text'

const Editor = lazy(() => import('./rich-text-editor.component'))

export type { RichTextEditorProps }

export const RichTextField = (props: RichTextEditorProps) => (
  <Suspense
    fallback={
      <div className={`rich-text-loading${props.className ? ` ${props.className}` : ''}`} role="status">
        {t.loading}
      </div>
    }
  >
    <Editor {...props} />
  </Suspense>
)
