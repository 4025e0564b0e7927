// `npm start`: install dependencies if needed, build if the sources changed, run the built server.
// Plain Node, no dependencies: on a fresh clone it runs before node_modules exists.
//
// Environment: APP_ENV defaults to `development` (demo shop seeded, dev outbox on); everything else
// (PORT, DATABASE_URL, JWT_SECRET …) is passed through and defaulted by the server's own config.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runTogether } from './children.mjs';
import { ensureInstall, root } from './ensure-install.mjs';
import { serverArgs, serverEntry } from './server-command.mjs';

const buildStamp = path.join(root, 'node_modules', '.galla-build-stamp');

// What the build reads, over-approximated: every file under apps/ and packages/ apart from
// outputs, dependencies and test/bench artefacts, plus the files at the top of the repo.
// Over-including only costs a rebuild; missing an input would serve stale code.
const skippedDirs = new Set([
  'node_modules',
  'dist',
  'data',
  'test-results',
  'playwright-report',
  '.cache',
  'coverage',
]);
const skippedPaths = new Set(['apps/server/bench/results']);

function hashInputs() {
  const hash = createHash('sha256');
  const visit = (rel) => {
    const entries = readdirSync(path.join(root, rel), { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    );
    for (const entry of entries) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (rel === '' ? ['apps', 'packages'].includes(entry.name) : !skippedDirs.has(entry.name)) {
          if (!skippedPaths.has(child)) visit(child);
        }
      } else if (entry.isFile() && !entry.name.endsWith('.tsbuildinfo')) {
        hash
          .update(`${child}\0`)
          .update(readFileSync(path.join(root, child)))
          .update('\0');
      }
    }
  };
  visit('');
  return hash.digest('hex');
}

// Everything the running server needs from the build, so a deleted output forces a rebuild.
function outputsExist() {
  const outputs = [serverEntry, 'apps/web/dist/index.html', 'apps/web/dist/login.html'];
  for (const pkg of readdirSync(path.join(root, 'packages'))) outputs.push(`packages/${pkg}/dist`);
  return outputs.every((file) => existsSync(path.join(root, file)));
}

function buildIfChanged() {
  const inputs = hashInputs();
  const previous = existsSync(buildStamp) ? readFileSync(buildStamp, 'utf8') : null;
  if (previous === inputs && outputsExist()) {
    console.log('[galla] build is up to date');
    return;
  }
  console.log('[galla] building (npm run build)');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status ?? result.signal})`);
  writeFileSync(buildStamp, inputs);
}

try {
  ensureInstall();
  buildIfChanged();
} catch (error) {
  console.error(`[galla] ${error.message}`);
  process.exit(1);
}

runTogether([
  {
    name: 'server',
    command: process.execPath,
    args: serverArgs,
    cwd: root,
    env: { ...process.env, APP_ENV: process.env.APP_ENV || 'development' },
  },
]);
