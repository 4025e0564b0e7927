// The profile photo (accounts spec §5, §9): image files only, shrunk in the browser to at most
// 200 px on the longer side and about 1 MB, then sent as a data: URL.
export const PHOTO_MAX_SIDE = 200;
export const PHOTO_MAX_BYTES = 1024 * 1024;

export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}

/** The size to draw at: scaled down (never up) so the longer side is at most `maxSide`. */
export function fitWithin(
  width: number,
  height: number,
  maxSide = PHOTO_MAX_SIDE,
): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height, 1));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** How many bytes a base64 data: URL carries. */
export function dataUrlBytes(dataUrl: string): number {
  const payload = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  return Math.floor((payload.length * 3) / 4) - padding;
}

/** Encodes the picture at a JPEG quality between 0 and 1 and returns a data: URL. */
export type Encoder = (quality: number) => string | Promise<string>;

export const QUALITY_STEPS = [0.92, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1] as const;

export class PhotoTooLargeError extends Error {
  constructor() {
    super('The photo does not fit in the size limit');
    this.name = 'PhotoTooLargeError';
  }
}

/** Lowers the quality step by step until the encoded photo fits in `maxBytes`. */
export async function encodeWithinLimit(encode: Encoder, maxBytes = PHOTO_MAX_BYTES): Promise<string> {
  for (const quality of QUALITY_STEPS) {
    const dataUrl = await encode(quality);
    if (dataUrlBytes(dataUrl) <= maxBytes) return dataUrl;
  }
  throw new PhotoTooLargeError();
}

type Drawable = { source: CanvasImageSource; width: number; height: number; close: () => void };

async function decode(file: File): Promise<Drawable> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file);
    return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
  }
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
  return {
    source: image,
    width: image.naturalWidth,
    height: image.naturalHeight,
    close: () => URL.revokeObjectURL(url),
  };
}

/** Draws the photo onto a canvas of at most 200 px and exports a JPEG data: URL of at most 1 MB. */
export async function compressPhoto(file: File): Promise<string> {
  const picture = await decode(file);
  try {
    const { width, height } = fitWithin(picture.width, picture.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    // JPEG has no transparency: a transparent PNG would otherwise turn black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.drawImage(picture.source, 0, 0, width, height);
    const encode = (quality: number) => {
      const dataUrl = canvas.toDataURL('image/jpeg', quality);
      if (!dataUrl.startsWith('data:image/jpeg')) throw new Error('JPEG export failed');
      return dataUrl;
    };
    return await encodeWithinLimit(encode);
  } finally {
    picture.close();
  }
}
