// Runs long-lived child processes for start.mjs and dev.mjs: signals go to every child exactly
// once, and when one child ends the others are stopped and this process exits with its code
// (after Ctrl-C, the code of the child's graceful shutdown).
//
// Children get their own process group (detached). Otherwise Ctrl-C would reach each child twice,
// once from the terminal and once forwarded by us (and npm forwards too), and a server that stops
// gracefully on the first SIGINT would be killed mid-shutdown by the second.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

const forwarded = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/** @param {{ name: string, command: string, args: string[], cwd: string, env?: NodeJS.ProcessEnv }[]} specs */
export function runTogether(specs) {
  const running = new Set();
  let exitCode = null;
  let stopping = false;

  const stopAll = (signal) => {
    for (const child of running) child.kill(signal);
  };

  // Detached children outlive us unless told: if this process dies for any other reason (an
  // exception, a closed output pipe), they are stopped on the way out.
  process.once('exit', () => stopAll('SIGTERM'));

  for (const sig of forwarded) {
    process.once(sig, () => {
      stopping = true;
      stopAll(sig);
      // A second signal of the same kind from an impatient user: do not linger.
      process.once(sig, () => stopAll('SIGKILL'));
    });
  }

  const ended = (spec, code) => {
    if (exitCode === null) {
      // The first child to end decides the exit code; the others follow it down.
      exitCode = code;
      if (running.size > 0 && !stopping)
        console.error(`[galla] ${spec.name} ended (${code}); stopping the rest`);
      stopAll('SIGTERM');
    }
    if (running.size === 0) process.exit(exitCode);
  };

  for (const spec of specs) {
    const child = spawn(spec.command, spec.args, {
      cwd: spec.cwd,
      env: spec.env ?? process.env,
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    });
    running.add(child);
    child.on('error', (error) => {
      console.error(`[galla] ${spec.name} could not start: ${error.message}`);
      running.delete(child);
      ended(spec, 1);
    });
    child.on('exit', (code, signal) => {
      running.delete(child);
      ended(spec, code ?? 128 + (constants.signals[signal] ?? 0));
    });
  }
}
