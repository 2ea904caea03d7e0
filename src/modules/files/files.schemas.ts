import Type, { type Static } from 'typebox'
import { PageQuery, SortQuery } from '../../core/http/pagination.js'
import { PRESET_NAMES, PRESETS } from './thumbnails/presets.js'

export const FileSchema = Type.Object(
  {
    id: Type.String(),
    filename: Type.String({ description: 'the original name, sanitised: no path, no control or invisible characters, at most 200 UTF-16 code units' }),
    url: Type.String({ format: 'uri', description: 'PUBLIC_URL/files/{id}/{filename}: served without authentication' }),
    size: Type.Integer({ description: 'bytes' }),
    mimeType: Type.String({ description: 'detected from the bytes: one of the public settings\' allowedFileTypes' }),
    uploaderId: Type.String({ description: 'the user who uploaded it; kept when that user is deleted' }),
    createdAt: Type.String({ format: 'date-time' })
  },
  { $id: 'File', title: 'File' }
)
export type ApiFile = Static<typeof FileSchema>

/** Documents the multipart body; the handler reads it as a stream (see the route). */
export const UploadBody = Type.Object({
  file: Type.Unsafe<unknown>({ type: 'string', format: 'binary', description: 'the file; the only file part' })
})

const FILE_SORT_FIELDS = ['createdAt', 'filename', 'size'] as const
export type FileSortField = (typeof FILE_SORT_FIELDS)[number]

export const ListFilesQuery = Type.Object({
  ...PageQuery,
  sort: SortQuery(FILE_SORT_FIELDS, '-createdAt')
})
export type ListFilesQuery = Static<typeof ListFilesQuery>

export const ServeParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64 }),
  filename: Type.String({ description: 'the file name, URL-encoded, exactly as in the file\'s url' })
})

export const ServeQuery = Type.Object({
  thumb: Type.Optional(
    Type.Enum(PRESET_NAMES, {
      description: `a thumbnail instead of the file, WebP: ${PRESET_NAMES.map((name) => `\`${name}\`: ${PRESETS[name].description}`).join('; ')}`
    })
  )
})
