// Installs dependencies with `npm ci` when they are missing or stale, and does nothing otherwise.
// Plain Node, no dependencies: it runs before node_modules exists.
//
// "Stale" means package-lock.json changed since the last install made by this script, or the Node
// ABI changed (better-sqlite3 and @node-rs/argon2 are native). The stamp sits inside node_modules,
// so deleting node_modules also deletes the stamp. GALLA_SKIP_INSTALL=1 skips the check, for a
// checkout whose node_modules someone else manages.
//
// Use: `node scripts/ensure-install.mjs` or `import { ensureInstall } from './ensure-install.mjs'`.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stampFile = path.join(root, 'node_modules', '.galla-install-stamp');

function wantedStamp() {
  const lock = readFileSync(path.join(root, 'package-lock.json'));
  const hash = createHash('sha256').update(lock).digest('hex');
  return `lock=${hash} node-abi=${process.versions.modules}\n`;
}

function npm(...args) {
  const result = spawnSync('npm', [...args, '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  return result.status ?? 1;
}

// `npm ci` also rejects a lock that lacks optional packages for other platforms (biome's darwin,
// win32, musl … builds) when the registry in use does not serve them, as our mirror does not:
// npm then cannot write those entries into the lock, and `npm ci` calls the lock out of sync.
// `npm install` installs the same tree from the same lock; it is accepted only if it leaves
// package-lock.json byte for byte as committed, so a lock that really is stale still fails here.
function installMatchingLock() {
  const lockFile = path.join(root, 'package-lock.json');
  const committed = readFileSync(lockFile);
  console.log('[galla] npm ci refused the lock; installing the same lock with npm install');
  const status = npm('install');
  if (!readFileSync(lockFile).equals(committed)) {
    writeFileSync(lockFile, committed);
    throw new Error('package-lock.json does not match package.json: run `npm install` and commit the lock');
  }
  if (status !== 0) throw new Error(`npm install failed (exit ${status})`);
}

export function ensureInstall() {
  if (process.env.GALLA_SKIP_INSTALL === '1') return;
  const wanted = wantedStamp();
  const current = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : null;
  if (current === wanted) return;

  const why = existsSync(path.join(root, 'node_modules'))
    ? 'package-lock.json or Node changed since the last install'
    : 'node_modules is missing';
  console.log(`[galla] installing dependencies with npm ci (${why})`);
  if (npm('ci') !== 0) installMatchingLock();
  writeFileSync(stampFile, wanted);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    ensureInstall();
  } catch (error) {
    console.error(`[galla] ${error.message}`);
    process.exit(1);
  }
}
