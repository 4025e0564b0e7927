import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format';

describe('format', () => {
  it('shows dates as dd/MM/yyyy in India time', () => {
    expect(formatDate('2025-03-31T20:00:00Z')).toBe('01/04/2025');
    expect(formatDate(new Date(Date.UTC(2024, 0, 5, 6)))).toBe('05/01/2024');
  });

  it('adds a 24-hour time for timestamps', () => {
    expect(formatDateTime('2025-11-21T10:15:30Z')).toBe('21/11/2025 15:45:30');
    expect(formatDateTime('2025-12-31T18:29:59Z')).toBe('31/12/2025 23:59:59');
    expect(formatDateTime('2025-12-31T18:30:00Z')).toBe('01/01/2026 00:00:00');
  });

  it('agrees with the India time zone on every hour of a leap year', () => {
    const india = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    });
    for (let hour = 0; hour < 366 * 24; hour++) {
      const instant = new Date(Date.UTC(2024, 0, 1) + hour * 3_600_000);
      expect(formatDate(instant)).toBe(india.format(instant));
    }
  });

  it('shows a value that is not a date as sent, rather than failing the screen', () => {
    expect(formatDate('not a date')).toBe('not a date');
  });
});
