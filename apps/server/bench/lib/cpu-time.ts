import { readFileSync } from 'node:fs';

// The machine's CPU time as the kernel counts it (the `cpu` line of /proc/stat: clock ticks since
// boot, all cores together), read before and after a measured run to tell how much of the machine
// the run had. On a virtual machine, "steal" is time the host gave this machine's cores to others:
// one build measured 1,300 saves/s with 16% steal and 3,200 with none on the 2-core VM (some slow
// runs have no steal: docs/performance.md). Linux only; elsewhere the figures are absent.

export type CpuTimes = { total: number; idle: number; steal: number };

/** The machine's share of each kind of time between two readings, in percent. */
export type CpuShares = { idlePercent: number; stealPercent: number };

export function parseProcStat(text: string): CpuTimes | null {
  const line = text.split('\n').find((l) => l.startsWith('cpu '));
  if (!line) return null;
  const fields = line.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal [guest guest_nice]: a guest's time is already
  // counted in user and nice, so the total stops at steal. Old kernels end before steal.
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = fields;
  if (fields.length < 4 || fields.some((f) => !Number.isFinite(f))) return null;
  return { total: user + nice + system + idle + iowait + irq + softirq + steal, idle: idle + iowait, steal };
}

export function readCpuTimes(): CpuTimes | null {
  try {
    return parseProcStat(readFileSync('/proc/stat', 'utf8'));
  } catch {
    return null;
  }
}

export function sharesBetween(before: CpuTimes | null, after: CpuTimes | null): CpuShares | null {
  if (!before || !after) return null;
  const total = after.total - before.total;
  if (total <= 0) return null;
  const percent = (ticks: number) => Math.round((1000 * ticks) / total) / 10;
  return {
    idlePercent: percent(after.idle - before.idle),
    stealPercent: percent(after.steal - before.steal),
  };
}
