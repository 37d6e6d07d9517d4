import type { UploadKind } from '@gradway/domain/contracts';
import sharp from 'sharp';

// Decoded images are not kept between calls (memory stays flat under many uploads).
sharp.cache(false);

/**
 * The largest box each image kind is stored at: twice the largest size the app shows it (sharp
 * on high-density screens). Avatars and logos show at most 160 px; covers span a page (1200 px
 * wide, the social card size).
 */
export const IMAGE_BOXES: Readonly<
  Record<Exclude<UploadKind, 'cv'>, { width: number; height: number }>
> = {
  avatar: { width: 512, height: 512 },
  logo: { width: 512, height: 512 },
  cover: { width: 2400, height: 1260 },
};

/** Refuses images that would decode to more pixels than this (a decompression bomb). */
export const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Decodes an uploaded image and writes it afresh as WebP: turned upright by its EXIF
 * orientation, every metadata block (EXIF, GPS, ICC, XMP, comments) dropped, the first frame of
 * an animation only, shrunk to fit the kind's box (never enlarged). Whatever followed the image
 * data in the file is not carried over. Null when the content does not decode as an image.
 */
export const reencodeImage = async (
  kind: UploadKind,
  input: Buffer,
): Promise<{ buffer: Buffer; mime: string } | null> => {
  if (kind === 'cv') return null;
  const box = IMAGE_BOXES[kind];
  try {
    const buffer = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ ...box, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82, alphaQuality: 90, effort: 3 })
      .toBuffer();
    return { buffer, mime: 'image/webp' };
  } catch {
    return null;
  }
};
