/**
 * The media pages' machines (PR管理 › メディア) with their actors (see doctor.wiring.ts): the list,
 * one medium (suspend / resume / delete, each confirmed), and the medium's two lists on its page:
 * its published interviews and its press releases (the press release list's own operation).
 */
import type { MediaId } from '../../domain/ids'
import { mediaAllows, type Interview, type Media, type MediaAction } from '../../domain/media'
import type { PressRelease } from '../../domain/press-release'
import { makeListMachine } from '../../machines/list.machine'
import { makeRecordMachine } from '../../machines/record.machine'
import { mediaOps } from './media.ops'
import type { MediaInterviewSearch } from './media.search'
import { pressReleaseOps } from './press-release.ops'
import { mediaText } from './media.text'
import { effectActor } from '../../app/bridge'
import { showDeleted } from '../../app/undo'
import { showFailure, showSuccess } from '../../app/notify'
import type { MediaListSearch } from './media.search'
import type { PressReleaseListSearch } from './press-release.search'

export const mediaMachines = {
  list: makeListMachine<Media, MediaListSearch>('mediaList').provide({
    actors: { fetchPage: effectActor(mediaOps.list) },
  }),
  detail: makeRecordMachine<Media, MediaAction, MediaId>({
    id: 'mediaRecord',
    allows: mediaAllows,
    confirms: ['suspend', 'resume', 'delete'],
    removes: ['delete'],
  }).provide({
    actors: { loadRecord: effectActor(mediaOps.get), runAction: effectActor(mediaOps.runAction) },
    actions: {
      showError: (_, params) => showFailure(params),
      // a delete's toast restores the medium at once on 元に戻す (docs/trash.md)
      showDone: (_, params) =>
        params.action === 'delete'
          ? showDeleted(mediaText.done.delete, { restore: mediaOps.restore(params.id), href: `/press_release/media/${params.id}` })
          : showSuccess(mediaText.done[params.action]),
    },
  }),
  interviews: makeListMachine<Interview, MediaInterviewSearch>('mediaInterviews').provide({
    actors: { fetchPage: effectActor(mediaOps.interviews) },
  }),
  pressReleases: makeListMachine<PressRelease, PressReleaseListSearch>('mediaPressReleases').provide({
    actors: { fetchPage: effectActor(pressReleaseOps.list) },
  }),
}

export type MediaPages = typeof mediaMachines
