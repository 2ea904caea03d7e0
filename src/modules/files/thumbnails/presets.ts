import { createHash } from 'node:crypto'

/** How a preset resizes: sharp's fit, in a box of at most width × height. */
export interface Preset {
  width: number
  height: number
  /** cover: cropped to fill the box; inside: the whole image, within the box */
  fit: 'cover' | 'inside'
  /** whether an image smaller than the box is enlarged to it */
  enlarge: boolean
  /** WebP quality, 1 to 100 */
  quality: number
  /** what the OpenAPI description says of it */
  description: string
}

/**
 * The only sizes a thumbnail comes in: named, so that no caller can ask for sizes enough to
 * fill the storage. Every one is WebP, without the original's metadata.
 */
export const PRESETS = {
  thumb: { width: 200, height: 200, fit: 'cover', enlarge: true, quality: 80, description: 'exactly 200×200, cropped to fill the square' },
  preview: {
    width: 1200,
    height: 4800,
    fit: 'inside',
    enlarge: false,
    quality: 82,
    description: 'the whole image, 1200 wide and at most 4800 tall; a smaller image keeps its size'
  }
} as const satisfies Record<string, Preset>

export type PresetName = keyof typeof PRESETS
export const PRESET_NAMES = Object.keys(PRESETS) as PresetName[]

/** The media type and extension of every thumbnail. */
export const THUMBNAIL_TYPE = { mimeType: 'image/webp', extension: 'webp' } as const

/**
 * Where a thumbnail of the file stored under `fileKey` is kept: beside it, named by the preset
 * and a digest of its settings, so that changing a preset's settings makes its thumbnails anew
 * rather than serving the old ones under the same ETag.
 */
export function thumbnailKey(fileKey: string, name: PresetName): string {
  const { width, height, fit, enlarge, quality } = PRESETS[name]
  const digest = createHash('sha256').update(JSON.stringify({ width, height, fit, enlarge, quality, type: THUMBNAIL_TYPE.mimeType })).digest('hex').slice(0, 8)
  return `${fileKey}--${name}-${digest}`
}

