import { describe, expect, it } from 'vitest';
import { parseProcStat, sharesBetween } from './cpu-time.ts';

// Lines as a 2-core Linux VM prints them (/proc/stat), a few seconds apart.
const before = `cpu  6719228 45593 1068054 4918455 62544 0 98785 237911 0 0
cpu0 3359614 22796 534027 2459227 31272 0 49392 118955 0 0
intr 1 2 3`;
const after = `cpu  6719854 45593 1068107 4918649 62563 0 98802 238090 0 0
cpu0 3359927 22796 534053 2459324 31281 0 49400 119044 0 0`;

describe('CPU time from /proc/stat', () => {
  it('reads the whole machine’s line, counting iowait as idle and guest time once', () => {
    expect(parseProcStat(before)).toEqual({
      total: 6719228 + 45593 + 1068054 + 4918455 + 62544 + 0 + 98785 + 237911,
      idle: 4918455 + 62544,
      steal: 237911,
    });
  });

  it('gives the shares of idle and stolen time between two readings', () => {
    // 1,088 ticks in all (user 626, system 53, idle 194, iowait 19, softirq 17, steal 179).
    expect(sharesBetween(parseProcStat(before), parseProcStat(after))).toEqual({
      idlePercent: 19.6,
      stealPercent: 16.5,
    });
  });

  it('reads a kernel that does not count steal as none stolen', () => {
    expect(parseProcStat('cpu  100 0 50 800 50 0 0')).toEqual({ total: 1000, idle: 850, steal: 0 });
  });

  it('has no figures without the line, or without time passing', () => {
    expect(parseProcStat('intr 1 2 3')).toBeNull();
    expect(parseProcStat('cpu  1 2')).toBeNull();
    expect(sharesBetween(null, parseProcStat(after))).toBeNull();
    expect(sharesBetween(parseProcStat(after), parseProcStat(after))).toBeNull();
  });
});
