// Each path the install step can take, with the real npm on a tiny workspace project that needs no
// registry (its one package is a local workspace, linked by npm).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureInstall, lockMatchesPackageJson, lockOutOfStepMessage } from './ensure-install.mjs';

let dir;

function writeJson(file, value) {
  writeFileSync(path.join(dir, file), `${JSON.stringify(value, null, 2)}\n`);
}

function rootPackage(extra = {}) {
  return { name: 'fixture', private: true, workspaces: ['lib'], ...extra };
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'galla-install-'));
  mkdirSync(path.join(dir, 'lib'));
  writeJson('package.json', rootPackage());
  writeJson('lib/package.json', { name: 'fixture-lib', version: '1.0.0' });
  // The committed lock of the fixture, made the way a developer makes one.
  const made = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--offline'], { cwd: dir });
  expect(made.status).toBe(0);
  rmSync(path.join(dir, 'node_modules'), { recursive: true });
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('ensureInstall', () => {
  it('installs with npm ci when node_modules is missing, then leaves an installed tree alone', () => {
    expect(ensureInstall(dir, {})).toBe('installed');
    expect(existsSync(path.join(dir, 'node_modules/fixture-lib/package.json'))).toBe(true);
    expect(ensureInstall(dir, {})).toBe('up-to-date');
  });

  it('installs again when a package the lock lists went missing', () => {
    ensureInstall(dir, {});
    rmSync(path.join(dir, 'node_modules/fixture-lib'));
    expect(ensureInstall(dir, {})).toBe('installed');
    expect(existsSync(path.join(dir, 'node_modules/fixture-lib/package.json'))).toBe(true);
  });

  it('does nothing at all with GALLA_SKIP_INSTALL=1', () => {
    expect(ensureInstall(dir, { GALLA_SKIP_INSTALL: '1' })).toBe('skipped');
    expect(existsSync(path.join(dir, 'node_modules'))).toBe(false);
  });

  it('refuses a lock out of step with package.json, and changes neither', () => {
    writeJson('lib/package.json', { name: 'fixture-lib-renamed', version: '1.0.0' });
    expect(lockMatchesPackageJson(dir)).toBe(false);
    expect(() => ensureInstall(dir, {})).toThrow(lockOutOfStepMessage);
    expect(existsSync(path.join(dir, 'node_modules/.galla-install-stamp'))).toBe(false);
  });

  it('reports any other npm ci failure as such, with its exit status', () => {
    // The lock is in step (the dry run passes), but an install script fails.
    writeJson('package.json', rootPackage({ scripts: { postinstall: 'exit 3' } }));
    expect(lockMatchesPackageJson(dir)).toBe(true);
    expect(() => ensureInstall(dir, {})).toThrow(/^npm ci failed \(exit \d+\)/);
    expect(existsSync(path.join(dir, 'node_modules/.galla-install-stamp'))).toBe(false);
  });
});
