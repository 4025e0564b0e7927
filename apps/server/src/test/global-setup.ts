import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// One scratch folder for every server test worker's SQLite files, removed when the run ends (a
// worker that is stopped by vitest never runs its own exit handlers).
export default function setup(): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'galla-test-'));
  process.env.GALLA_TEST_TMP = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
