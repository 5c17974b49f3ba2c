import { describe, expect, it } from 'vitest';
import { isoToLocalInput, localInputToIso } from './datetime-local';

// vitest.config.mts runs every test in Europe/Berlin (UTC+1, UTC+2 in summer).
describe('datetime-local conversions', () => {
  it('runs in the zone vitest.config.mts sets', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('Europe/Berlin');
  });

  it('adds the offset in force at that moment (summer and winter time)', () => {
    expect(localInputToIso('2026-07-01T09:30')).toBe('2026-07-01T09:30:00+02:00');
    expect(localInputToIso('2026-01-15T09:30')).toBe('2026-01-15T09:30:00+01:00');
    expect(new Date(localInputToIso('2026-07-01T09:30')!).toISOString()).toBe(
      '2026-07-01T07:30:00.000Z',
    );
  });

  it('refuses empty and malformed values', () => {
    expect(localInputToIso('')).toBeNull();
    expect(localInputToIso('2026-13-45T99:99')).toBeNull();
    expect(localInputToIso('tomorrow')).toBeNull();
  });

  it('shows a stored time in local wall-clock time, and round-trips', () => {
    expect(isoToLocalInput('2026-07-01T07:30:00Z')).toBe('2026-07-01T09:30');
    expect(isoToLocalInput(null)).toBe('');
    expect(localInputToIso(isoToLocalInput('2026-01-15T08:30:00Z'))).toBe(
      '2026-01-15T09:30:00+01:00',
    );
  });
});
