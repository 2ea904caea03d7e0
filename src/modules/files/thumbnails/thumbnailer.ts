import { availableParallelism } from 'node:os'
import type { Metadata } from 'sharp'
import { AppError } from '../../../core/errors.js'
import { Turns } from '../../../lib/turns.js'
import { PRESETS, type PresetName } from './presets.js'

type Sharp = (typeof import('sharp'))['default']
let loading: Promise<Sharp> | undefined

/** sharp, loaded with the first thumbnail: a process that never makes one does not map libvips. */
function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then((module) => module.default)
  return loading
}

/**
 * Makes thumbnails with sharp (libvips), at most as many at once as the machine has cores: the
 * others wait their turn, and wait before their original is read, so that a waiting one holds no
 * image in memory.
 */
export class Thumbnailer {
  readonly turns: Turns

  constructor(
    /** THUMBNAIL_MAX_PIXELS: larger images are refused (422) before they are decoded */
    private readonly maxPixels: number,
    concurrency = availableParallelism()
  ) {
    this.turns = new Turns(concurrency)
  }

  /**
   * The preset's WebP of the image `read` gives, in its turn: turned upright as its EXIF
   * orientation says, then stripped of every metadata (EXIF, GPS, XMP, ICC: colours become
   * sRGB). The first frame of an animation. 422 when the image is too large or cannot be read.
   */
  make(read: () => Promise<Buffer>, name: PresetName): Promise<Buffer> {
    return this.turns.run(async () => this.convert(await read(), name))
  }

  private async convert(input: Buffer, name: PresetName): Promise<Buffer> {
    const sharp = await loadSharp()
    // The header alone: the size is known before a pixel is decoded.
    const { width, height } = await unreadableOnError(sharp(input, { limitInputPixels: false }).metadata())
    if (width * height > this.maxPixels) {
      throw new AppError('VALIDATION_ERROR', 'The image is too large to make a thumbnail of', {
        file: [`is ${width}×${height} pixels; thumbnails are made of images of at most ${this.maxPixels} pixels (THUMBNAIL_MAX_PIXELS)`]
      })
    }
    const preset = PRESETS[name]
    return unreadableOnError(
      sharp(input, { limitInputPixels: this.maxPixels, failOn: 'error', autoOrient: true })
        .resize({ width: preset.width, height: preset.height, fit: preset.fit, withoutEnlargement: !preset.enlarge })
        .webp({ quality: preset.quality })
        .toBuffer()
    )
  }
}

/** `work`, its failure made a 422: libvips fails on input it cannot decode (truncated, corrupt). */
async function unreadableOnError<T extends Buffer | Metadata>(work: Promise<T>): Promise<T> {
  try {
    return await work
  } catch (error) {
    throw new AppError('VALIDATION_ERROR', 'The image cannot be read to make a thumbnail', {
      file: [`cannot be decoded: ${(error as Error).message.split('\n')[0]}`]
    })
  }
}
