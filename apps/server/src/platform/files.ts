import { messages } from '@galla/domain/messages';
import type { Db } from '../db/database.js';
import type { FilesTable } from '../db/schema.js';
import type { Clock } from './clock.js';
import { AppError } from './envelope.js';
import { randomToken } from './random-token.js';

export const MAX_IMAGE_BYTES = 1024 * 1024;

// The image types browsers compress to, told by their first bytes rather than by what the client
// claims, so a renamed file is still refused.
const signatures: { mime: string; test: (b: Buffer) => boolean }[] = [
  { mime: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    mime: 'image/png',
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    mime: 'image/webp',
    test: (b) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
  },
  { mime: 'image/gif', test: (b) => b.toString('latin1', 0, 4) === 'GIF8' },
];

/** Accepts plain base64 or a data: URL. */
export function decodeImage(encoded: string): { bytes: Buffer; mime: string } {
  const base64 = encoded.startsWith('data:') ? encoded.slice(encoded.indexOf(',') + 1) : encoded;
  if (!/^[A-Za-z0-9+/=\s]+$/.test(base64)) throw new AppError(400, messages.photoNotImage);
  const bytes = Buffer.from(base64, 'base64');
  const mime = signatures.find((s) => s.test(bytes))?.mime;
  if (!mime) throw new AppError(400, messages.photoNotImage);
  if (bytes.length > MAX_IMAGE_BYTES) throw new AppError(400, messages.photoTooLarge);
  return { bytes, mime };
}

export async function storeImage(
  db: Db,
  clock: Clock,
  input: { shopId: number; kind: FilesTable['kind']; encoded: string },
): Promise<string> {
  const { bytes, mime } = decodeImage(input.encoded);
  const id = randomToken(16);
  await db
    .insertInto('files')
    .values({
      id,
      shop_id: input.shopId,
      kind: input.kind,
      mime,
      size: bytes.length,
      bytes,
      created_at: clock.now().toISOString(),
    })
    .execute();
  return id;
}

export function readFile(db: Db, id: string) {
  return db.selectFrom('files').select(['mime', 'bytes']).where('id', '=', id).executeTakeFirst();
}

export const fileUrl = (id: string) => `/api/v3/files/${id}`;
