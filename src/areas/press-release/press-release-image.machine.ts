/**
 * An image put in a press release's body from the rich-text editor (画像を挿入): uploaded through
 * POST /images/upload (purpose pressRelease); the page hands its URL to the editor.
 *
 *   idle ──image.upload──> uploading ──> idle (uploaded: the editor puts its URL in)
 *                          uploading ──> idle with showError (failure: the editor says why; the body is unchanged)
 *
 * An image the scan quarantined comes back without a URL: refused like a failure.
 */
import { assign, setup } from 'xstate'
import type { UploadedImage } from '../../domain/file'
import { failureOf, placeholder, type Failure } from '../../machines/machine-helpers'

export interface PressReleaseImageContext {
  /** The last image uploaded (cleared when an upload fails). */
  readonly uploaded: UploadedImage | undefined
  /** Why the last upload failed: the error's words, or `quarantined` (the page words it). */
  readonly failure: string | undefined
  readonly quarantined: boolean
}

export type PressReleaseImageEvent = { readonly type: 'image.upload'; readonly file: Blob; readonly alt?: string }

export interface ImageUploadRequest {
  readonly file: Blob
  readonly alt?: string
}

const usable = (image: UploadedImage) => image.status !== 'quarantined' && image.url !== ''

export const pressReleaseImageMachine = setup({
  types: { context: {} as PressReleaseImageContext, events: {} as PressReleaseImageEvent },
  actors: { uploadImage: placeholder<UploadedImage, ImageUploadRequest>('uploadImage') },
  actions: { showError: (_, _params: Failure) => {}, showQuarantined: () => {} },
}).createMachine({
  id: 'pressReleaseImage',
  context: { uploaded: undefined, failure: undefined, quarantined: false },
  initial: 'idle',
  states: {
    idle: { on: { 'image.upload': 'uploading' } },
    uploading: {
      tags: ['busy'],
      invoke: {
        id: 'uploadImage',
        src: 'uploadImage',
        input: ({ event }) => (event.type === 'image.upload' ? { file: event.file, ...(event.alt ? { alt: event.alt } : {}) } : { file: new Blob() }),
        onDone: [
          { guard: ({ event }) => usable(event.output), target: 'idle', actions: assign({ uploaded: ({ event }) => event.output, failure: undefined, quarantined: false }) },
          { target: 'idle', actions: [assign({ uploaded: undefined, failure: undefined, quarantined: true }), 'showQuarantined'] },
        ],
        onError: {
          target: 'idle',
          actions: [
            assign({ uploaded: undefined, failure: ({ event }) => failureOf(event.error).message, quarantined: false }),
            { type: 'showError', params: ({ event }) => failureOf(event.error) },
          ],
        },
      },
    },
  },
})

export type PressReleaseImageMachine = typeof pressReleaseImageMachine
