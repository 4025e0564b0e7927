import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// Voucher codes are money to whoever reads them: the dev provider keeps them encrypted at rest
// (AES-256-GCM, a fresh IV per value), so a copy of the database alone does not give them away.

export type CodeCipher = { seal(plain: string): string; open(sealed: string): string };

/** The key is any secret text; it is hashed to the 32 bytes AES-256 needs. */
export function createCodeCipher(secret: string): CodeCipher {
  const key = createHash('sha256').update(`gift-card-codes:${secret}`).digest();
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
    },
    open(sealed) {
      const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !body) throw new Error('Not a sealed voucher code');
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    },
  };
}
