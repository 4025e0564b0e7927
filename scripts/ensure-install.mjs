// Installs dependencies with `npm ci` when they are missing or stale, and does nothing otherwise.
// Plain Node, no dependencies: it runs before node_modules exists.
//
// "Stale" means package-lock.json changed since the last install made by this script, or the Node
// ABI changed (better-sqlite3 and @node-rs/argon2 are native). The stamp sits inside node_modules,
// so deleting node_modules also deletes the stamp. GALLA_SKIP_INSTALL=1 skips the check, for a
// checkout whose node_modules someone else manages.
//
// There is no fallback to `npm install`: the committed lock must install as it is, on any machine.
// When `npm ci` fails, its exit status and a dry run (also judged by exit status, never by the
// wording of npm's messages) tell a lock out of step with package.json from any other failure.
//
// Use: `node scripts/ensure-install.mjs [--check-lock]` or `import { ensureInstall } from …`.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const npmFlags = ['--no-audit', '--no-fund'];

export const lockOutOfStepMessage =
  'package-lock.json does not match package.json: run `npm install` and commit package-lock.json';

function stampFile(dir) {
  return path.join(dir, 'node_modules', '.galla-install-stamp');
}

function wantedStamp(dir) {
  const lock = readFileSync(path.join(dir, 'package-lock.json'));
  const hash = createHash('sha256').update(lock).digest('hex');
  return `lock=${hash} node-abi=${process.versions.modules}\n`;
}

// `npm ci --dry-run` checks the lock against every package.json of the workspace without touching
// node_modules or running scripts; it exits non-zero exactly when `npm ci` would refuse the lock.
export function lockMatchesPackageJson(dir = root) {
  const dryRun = spawnSync('npm', ['ci', '--dry-run', '--ignore-scripts', ...npmFlags], {
    cwd: dir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return dryRun.status === 0;
}

function install(dir) {
  const ci = spawnSync('npm', ['ci', ...npmFlags], { cwd: dir, stdio: 'inherit' });
  if (ci.status === 0) return;
  if (!lockMatchesPackageJson(dir)) throw new Error(lockOutOfStepMessage);
  throw new Error(`npm ci failed (exit ${ci.status ?? ci.signal}); its output above says why`);
}

// The stamp only lives in the root node_modules; a workspace's own node_modules (npm nests a
// package there when versions clash) can go missing on its own. Every package the lock lists,
// optional ones (other platforms' builds) apart, must be on disk.
function lockedPackagesPresent(dir) {
  const lock = JSON.parse(readFileSync(path.join(dir, 'package-lock.json'), 'utf8'));
  return Object.entries(lock.packages ?? {}).every(
    ([pkgDir, meta]) => pkgDir === '' || meta.optional || existsSync(path.join(dir, pkgDir)),
  );
}

/** Returns what it did: 'skipped', 'up-to-date' or 'installed'; throws when the install fails. */
export function ensureInstall(dir = root, env = process.env) {
  if (env.GALLA_SKIP_INSTALL === '1') return 'skipped';
  const wanted = wantedStamp(dir);
  const stamp = stampFile(dir);
  const current = existsSync(stamp) ? readFileSync(stamp, 'utf8') : null;
  if (current === wanted && lockedPackagesPresent(dir)) return 'up-to-date';

  const why = !existsSync(path.join(dir, 'node_modules'))
    ? 'node_modules is missing'
    : current === wanted
      ? 'packages listed in package-lock.json are missing'
      : 'package-lock.json or Node changed since the last install';
  console.log(`[galla] installing dependencies with npm ci (${why})`);
  install(dir);
  writeFileSync(stamp, wanted);
  return 'installed';
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    if (process.argv.includes('--check-lock')) {
      if (!lockMatchesPackageJson()) throw new Error(lockOutOfStepMessage);
      console.log('[galla] package-lock.json matches package.json');
    } else {
      ensureInstall();
    }
  } catch (error) {
    console.error(`[galla] ${error.message}`);
    process.exit(1);
  }
}
