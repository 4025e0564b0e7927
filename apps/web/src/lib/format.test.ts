import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format';

describe('format', () => {
  it('shows dates as dd/MM/yyyy in India time', () => {
    expect(formatDate('2025-03-31T20:00:00Z')).toBe('01/04/2025');
    expect(formatDate(new Date(Date.UTC(2024, 0, 5, 6)))).toBe('05/01/2024');
  });

  it('adds a 24-hour time for timestamps', () => {
    expect(formatDateTime('2025-11-21T10:15:30Z')).toBe('21/11/2025 15:45:30');
  });
});
