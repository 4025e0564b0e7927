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

const npmFlags = ['--no-audit', '--no-fund'];

// `npm ci` rejects a lock that lacks the optional packages of other platforms (biome's darwin,
// win32, musl … builds) when the registry in use does not serve them, as our mirror does not: npm
// could not write those entries when it made the lock, and now calls lock and package.json out of
// sync, naming each as "Missing: <name>@ from lock file" (no version: nothing was ever resolved).
// Only that refusal falls back to `npm install`, which installs the same tree from the same lock,
// and is accepted only if it leaves package-lock.json byte for byte as committed.
function onlyUnservedOptionalsMissing(stderr) {
  if (!stderr.includes('can only install packages when your package.json and package-lock.json'))
    return false;
  const problems = stderr.split('\n').filter((line) => /npm error (Missing|Invalid): /.test(line));
  return problems.length > 0 && problems.every((line) => /Missing: \S+@ from lock file/.test(line));
}

function install() {
  const ci = spawnSync('npm', ['ci', ...npmFlags], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 256 * 2 ** 20,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (ci.status === 0) {
    process.stdout.write(ci.stdout);
    return;
  }
  if (!onlyUnservedOptionalsMissing(ci.stderr ?? '')) {
    process.stdout.write(ci.stdout ?? '');
    process.stderr.write(ci.stderr ?? '');
    throw new Error(`npm ci failed (exit ${ci.status ?? ci.signal})`);
  }

  console.log('[galla] npm ci refused the lock only for optional packages of other platforms that the');
  console.log('[galla] registry does not serve; installing the same lock with npm install');
  const lockFile = path.join(root, 'package-lock.json');
  const committed = readFileSync(lockFile);
  const result = spawnSync('npm', ['install', ...npmFlags], { cwd: root, stdio: 'inherit' });
  if (!readFileSync(lockFile).equals(committed)) {
    writeFileSync(lockFile, committed);
    throw new Error('package-lock.json does not match package.json: run `npm install` and commit the lock');
  }
  if (result.status !== 0) throw new Error(`npm install failed (exit ${result.status ?? result.signal})`);
}

// The stamp only lives in the root node_modules; a workspace's own node_modules (npm nests a
// package there when versions clash) can go missing on its own. Every package the lock lists,
// optional ones (other platforms' builds) apart, must be on disk.
function lockedPackagesPresent() {
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  return Object.entries(lock.packages ?? {}).every(
    ([dir, meta]) => dir === '' || meta.optional || existsSync(path.join(root, dir)),
  );
}

export function ensureInstall() {
  if (process.env.GALLA_SKIP_INSTALL === '1') return;
  const wanted = wantedStamp();
  const current = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : null;
  if (current === wanted && lockedPackagesPresent()) return;

  const why = !existsSync(path.join(root, 'node_modules'))
    ? 'node_modules is missing'
    : current === wanted
      ? 'packages listed in package-lock.json are missing'
      : 'package-lock.json or Node changed since the last install';
  console.log(`[galla] installing dependencies with npm ci (${why})`);
  install();
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
