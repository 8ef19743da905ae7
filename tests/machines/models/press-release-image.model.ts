/** An image put in a press release's body: uploaded, its URL kept for the editor; a failure or a quarantined image shown and kept as the reason. */
import { expect } from 'vitest'
import { pressReleaseImageMachine } from '@src/areas/press-release/press-release-image.machine'
import { defineModelSpec } from '../support/model'

const file = new Blob(['png'], { type: 'image/png' })
const clean = { fileId: '91', url: '/api/v1/files/91', contentType: 'image/png', width: 1, height: 1, status: 'clean' }
const quarantined = { ...clean, fileId: '92', url: '', status: 'quarantined' }

export const spec = defineModelSpec({
  machine: pressReleaseImageMachine,
  events: [
    { type: 'image.upload', file, alt: '図版.png' },
    { type: 'xstate.done.actor.uploadImage', output: clean },
    { type: 'xstate.done.actor.uploadImage', output: quarantined },
    { type: 'xstate.error.actor.uploadImage', error: new Error('画像は PNG・JPEG・GIF・WebP のいずれかを選択してください') },
  ],
  record: ['showError', 'showQuarantined'],
  checks: {
    '*': (snapshot, run) => {
      const { uploaded, failure, quarantined } = snapshot.context
      // an image in hand has a URL; a failure or a quarantined image leaves none, and says why
      if (uploaded) expect(uploaded.url).toBe('/api/v1/files/91')
      expect([uploaded !== undefined, failure !== undefined, quarantined].filter(Boolean).length).toBeLessThanOrEqual(1)
      if (failure) expect(failure).toBe('画像は PNG・JPEG・GIF・WebP のいずれかを選択してください')
      // each failed upload was shown once: an error with its words, a quarantined image as such
      const after = (kind: 'failure' | 'quarantined') =>
        run.steps.filter((s, i) => {
          const before = run.steps[i - 1]?.state as { value?: unknown } | undefined
          const context = (s.state as { context: { failure?: string; quarantined: boolean } }).context
          return before?.value === 'uploading' && (kind === 'failure' ? context.failure !== undefined : context.quarantined)
        }).length
      expect(run.effects.filter((e) => e.type === 'showError')).toHaveLength(after('failure'))
      expect(run.effects.filter((e) => e.type === 'showQuarantined')).toHaveLength(after('quarantined'))
      expect(snapshot.hasTag('busy')).toBe(snapshot.value === 'uploading')
    },
    uploading: (_snapshot, run) => {
      expect(run.stubs.uploadImage!.pending().input).toEqual({ file, alt: '図版.png' })
    },
  },
})
