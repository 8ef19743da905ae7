/**
 * Files (ファイル): uploads are scanned; `quarantined` means malware was detected
 * and the console refuses the file ('Malware Detected from target file!').
 */
import { Schema } from 'effect'
import { LiteralsWithMessage, Text } from './fields'
import { FileId } from './ids'

export const fileStatuses = ['pending', 'clean', 'quarantined'] as const
export const fileStatusLabels = { pending: 'スキャン中', clean: '安全', quarantined: '隔離（マルウェア検出）' } as const
export const FileStatus = Schema.Literals(fileStatuses)
export type FileStatus = typeof FileStatus.Type

export const FileMeta = Schema.Struct({
  id: FileId,
  name: Schema.String,
  contentType: Schema.String,
  size: Schema.Number,
  status: FileStatus,
  /** Download URL; null unless the status is clean. */
  url: Schema.NullOr(Schema.String),
  createdAt: Schema.String,
})
export type FileMeta = typeof FileMeta.Type

export const uploadPurposes = ['manuscript', 'pressRelease', 'media', 'doctorArticle', 'import', 'other'] as const
export const UploadPurpose = LiteralsWithMessage(uploadPurposes)
export type UploadPurpose = typeof UploadPurpose.Type

/** JSON part of multipart POST /files/upload (the file part is named `file`). */
export const FileUploadInput = Schema.Struct({
  purpose: UploadPurpose,
  /** Display name; the uploaded file's name when omitted. */
  name: Schema.optional(Text(255)),
})
export type FileUploadInput = typeof FileUploadInput.Type

/** JSON part of multipart POST /images/upload. */
export const ImageUploadInput = Schema.Struct({
  purpose: UploadPurpose,
  alt: Schema.optional(Text(255)),
})
export type ImageUploadInput = typeof ImageUploadInput.Type

export const UploadedImage = Schema.Struct({
  fileId: FileId,
  url: Schema.String,
  contentType: Schema.String,
  width: Schema.NullOr(Schema.Number),
  height: Schema.NullOr(Schema.Number),
  status: FileStatus,
})
export type UploadedImage = typeof UploadedImage.Type

export const maxUploadBytes = 10 * 1024 * 1024
export const imageContentTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const
