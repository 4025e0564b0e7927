import { randomFillSync } from 'node:crypto';

// Unguessable identifiers (invoice links, session ids) drawn from the system's cryptographic generator.
// One call into the generator costs about as much as a small insert; a bill's save made one for its
// link. So bytes are drawn 4 KB at a time and each is handed out once, as Node's own randomUUID()
// does with its cache.

const POOL_SIZE = 4096;
const pool = Buffer.alloc(POOL_SIZE);
let used = POOL_SIZE;

/** `bytes` fresh random bytes (at most 64) as base64url text: 18 bytes make 24 characters. */
export function randomToken(bytes: number): string {
  if (bytes < 1 || bytes > 64) throw new RangeError('randomToken: between 1 and 64 bytes');
  if (used + bytes > POOL_SIZE) {
    randomFillSync(pool);
    used = 0;
  }
  const token = pool.toString('base64url', used, used + bytes);
  used += bytes;
  return token;
}
