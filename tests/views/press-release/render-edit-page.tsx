/**
 * The press release page (/press_release/{id}/edit) over its real status and form machines, their
 * actors stubbed: the release as loaded, the pickers' options, and what staff asked of it recorded
 * (status moves, saves). `formLoading`: the edit form stays loading (the editor left to the form's own tests and the browser).
 */
import { render } from '@testing-library/react'
import { linkOptions } from '@tanstack/react-router'
import { fromPromise } from 'xstate'
import type { UploadedImage } from '@src/domain/file'
import type { FileId, PressReleaseId } from '@src/domain/ids'
import type { PressRelease, PressReleaseFormLookups, PressReleaseInput, PressReleaseMove } from '@src/domain/press-release'
import type { SaveInput } from '@src/domain/records'
import { makeLookupsMachine } from '@src/machines/lookups.machine'
import { pressReleaseFormMachine } from '@src/areas/press-release/press-release-form.machine'
import { pressReleaseImageMachine, type ImageUploadRequest } from '@src/areas/press-release/press-release-image.machine'
import { pressReleaseStatusMachine } from '@src/areas/press-release/press-release-status.machine'
import { PressReleaseEditPage } from '@src/areas/press-release/press-release-edit.page'
import { RouterWrapper } from '../support/router'

export interface EditPageOptions {
  readonly lookups?: Partial<PressReleaseFormLookups>
  readonly moves?: Array<PressReleaseMove>
  readonly saved?: Array<SaveInput<PressReleaseInput, PressReleaseId>>
  readonly formLoading?: boolean
  /** The images put in the body (what the upload was asked); each answers /api/v1/files/<90 + n>, or `uploadFails`. */
  readonly uploads?: Array<ImageUploadRequest>
  readonly uploadFails?: string
}

export const renderEditPage = (record: PressRelease, { lookups = {}, moves = [], saved = [], formLoading = false, uploads = [], uploadFails }: EditPageOptions = {}) => {
  const machine = pressReleaseStatusMachine.provide({
    actors: {
      loadRecord: fromPromise(async () => record),
      moveStatus: fromPromise(async ({ input }: { input: { move: PressReleaseMove } }) => {
        moves.push(input.move)
        return { ...record, status: input.move.to, statusReason: input.move.reason }
      }) as never,
      patchPublishedAt: fromPromise(async () => record) as never,
    },
  })
  const formMachine = pressReleaseFormMachine.provide({
    actors: {
      loadEntity: fromPromise<PressRelease, PressReleaseId>(() => (formLoading ? new Promise<never>(() => {}) : Promise.resolve(record))),
      saveEntity: fromPromise<{ readonly id: string }, SaveInput<PressReleaseInput, PressReleaseId>>(async ({ input }) => {
        saved.push(input)
        return { id: record.id }
      }),
    },
  })
  const lookupsMachine = makeLookupsMachine<PressReleaseFormLookups>('lookups', ['media', 'tags']).provide({
    actors: {
      loadLookup: fromPromise<PressReleaseFormLookups[keyof PressReleaseFormLookups], keyof PressReleaseFormLookups>(async ({ input }) => lookups[input] ?? []),
    },
  })
  const imageMachine = pressReleaseImageMachine.provide({
    actors: {
      uploadImage: fromPromise<UploadedImage, ImageUploadRequest>(async ({ input }) => {
        uploads.push(input)
        if (uploadFails) throw new Error(uploadFails)
        const id = String(90 + uploads.length)
        return { fileId: id as FileId, url: `/api/v1/files/${id}`, contentType: 'image/png', width: 1, height: 1, status: 'clean' }
      }),
    },
  })
  render(
    <PressReleaseEditPage
      machine={machine} id={record.id} onBack={() => {}}
      formMachine={formMachine} lookupsMachine={lookupsMachine} imageMachine={imageMachine} onSaved={() => {}} onDiscard={() => {}}
      listLink={linkOptions({ to: '/press_release' })} mediumLink={(mediumId) => linkOptions({ to: '/press_release/media/$mediumId', params: { mediumId } })}
    />,
    { wrapper: RouterWrapper },
  )
}
