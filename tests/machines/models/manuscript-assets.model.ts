/**
 * The manuscript edit page's tags and files: the form's tags and files named first; a tag
 * search, a new tag (the form takes it), an upload whose scan status is read back; every failure
 * says why and goes back to idle.
 */
import { expect } from 'vitest'
import { manuscriptAssetsMachine } from '@src/areas/manuscript/manuscript-assets.machine'
import { defineModelSpec } from '../support/model'

const at = '2024-04-01T00:00:00.000Z'
const tag = { id: '61', name: '循環器', usageCount: 1, createdAt: at }
const created = { id: '1000', name: '腫瘍内科', usageCount: 0, createdAt: at }
const file = { id: '1001', name: 'figure1.webp', contentType: 'image/webp', size: 10, status: 'pending', url: null, createdAt: at }
const failure = new Error('マルウェアが検出されたため、このファイルは使用できません')

export const spec = defineModelSpec({
  machine: manuscriptAssetsMachine,
  input: { manuscriptId: '21', tagIds: ['61'], fileIds: [] },
  events: [
    { type: 'xstate.done.actor.loadTags', output: [tag] },
    { type: 'xstate.error.actor.loadTags', error: failure },
    { type: 'xstate.done.actor.loadFiles', output: [] },
    { type: 'xstate.error.actor.loadFiles', error: failure },
    { type: 'tags.search', keyword: '循環' },
    { type: 'xstate.done.actor.searchTags', output: [tag] },
    { type: 'xstate.error.actor.searchTags', error: failure },
    { type: 'tags.create', name: '腫瘍内科' },
    { type: 'tags.create', name: ' ' },
    { type: 'xstate.done.actor.createTag', output: created },
    { type: 'xstate.error.actor.createTag', error: failure },
    { type: 'file.upload', file: new Blob(['x']), alt: '図1' },
    { type: 'xstate.done.actor.uploadFile', output: { fileId: '1001', url: '/api/v1/files/1001', contentType: 'image/webp' } },
    { type: 'xstate.error.actor.uploadFile', error: failure },
    { type: 'xstate.done.actor.checkFile', output: [file] },
    { type: 'xstate.error.actor.checkFile', error: failure },
  ],
  // one of each is enough: later searches, tags and uploads add nothing new
  stopWhen: (snapshot) => snapshot.context.added?.fileId !== undefined && snapshot.context.added?.tagId === undefined && snapshot.context.options.length > 0,
  record: ['showError'],
  checks: {
    '*': (snapshot, run) => {
      const last = run.steps[run.steps.length - 1]!.event
      if (last.type.startsWith('xstate.error.actor.')) expect(run.effects[run.effects.length - 1]).toEqual({ type: 'showError', params: { message: failure.message } })
      if (last.type === 'xstate.done.actor.createTag') expect(snapshot.context.added).toEqual({ tagId: '1000' })
      if (last.type === 'xstate.done.actor.checkFile') expect(snapshot.context.files.find((f) => f.id === '1001')?.status).toBe('pending')
    },
    uploading: (_, run) => expect(run.stubs.uploadFile!.pending().input).toMatchObject({ manuscriptId: '21', alt: '図1' }),
    checking: (_, run) => expect(run.stubs.checkFile!.pending().input).toEqual(['1001']),
    creating: (_, run) => expect(run.stubs.createTag!.pending().input).toBe('腫瘍内科'),
  },
})
