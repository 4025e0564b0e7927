// Sums the JSON reports of every vitest and Playwright run of `npm test` into one closing line:
//   N passed, N failed, N skipped
// Usage: node scripts/test-summary.mjs <report-dir> [expected-report.json ...]
// Plain Node, no dependencies. A test file that could not even be loaded (vitest) and a run-level
// error (Playwright: web server did not start, config error) count as one failed test each, so a
// broken run can never read as green. An expected report that is missing or unreadable is said so
// on stderr and counts as one failure too: the run that should have written it did not finish.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const [dir, ...expected] = process.argv.slice(2);
if (!dir) {
  console.error('usage: node scripts/test-summary.mjs <report-dir> [expected-report.json ...]');
  process.exit(2);
}

const total = { passed: 0, failed: 0, skipped: 0 };

function addVitest(report) {
  total.passed += report.numPassedTests ?? 0;
  total.failed += report.numFailedTests ?? 0;
  total.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const file of report.testResults ?? []) {
    if (file.status === 'failed' && (file.assertionResults ?? []).length === 0) total.failed += 1;
  }
}

function addPlaywright(report) {
  const stats = report.stats ?? {};
  total.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  total.failed += stats.unexpected ?? 0;
  total.skipped += stats.skipped ?? 0;
  total.failed += (report.errors ?? []).length;
}

const present = new Set(readdirSync(dir));
for (const name of expected.filter((n) => !present.has(n))) {
  console.error(`test-summary: ${name} was not written (the run did not finish)`);
  total.failed += 1;
}

for (const name of [...present].filter((f) => f.endsWith('.json')).sort()) {
  let report;
  try {
    report = JSON.parse(readFileSync(path.join(dir, name), 'utf8'));
  } catch (error) {
    console.error(`test-summary: cannot read ${name}: ${error.message}`);
    total.failed += 1;
    continue;
  }
  if ('numTotalTests' in report) addVitest(report);
  else if ('stats' in report && 'suites' in report) addPlaywright(report);
  else {
    console.error(`test-summary: ${name} is neither a vitest nor a Playwright report`);
    total.failed += 1;
  }
}

const skipped = total.skipped > 0 ? `, ${total.skipped} skipped` : '';
console.log(`${total.passed} passed, ${total.failed} failed${skipped}`);
