import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

// Assets are compressed once, at build time, at the highest settings (a per-request compressor could
// not afford brotli 11): the server sends the .br or .gz beside a file when the request accepts it
// (@fastify/static preCompressed). index.html is left alone: the server rewrites it on every answer
// to carry the style nonce.
const COMPRESSIBLE = /\.(?:js|css|svg|json|webmanifest)$/;

export function brotli(data: Buffer): Buffer {
  return brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
}

/** Writes the .br and .gz beside a file; a file that does not shrink is sent as it is. */
export function writeCompressed(path: string): void {
  const data = readFileSync(path);
  const br = brotli(data);
  if (br.length < data.length) writeFileSync(`${path}.br`, br);
  const gz = gzipSync(data, { level: 9 });
  if (gz.length < data.length) writeFileSync(`${path}.gz`, gz);
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'galla:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !COMPRESSIBLE.test(entry.name) || entry.parentPath.includes('.vite')) continue;
        writeCompressed(join(entry.parentPath, entry.name));
      }
    },
  };
}
