/**
 * Conversions between an `<input type="datetime-local">` value (the admin's wall-clock time, no
 * zone) and an ISO 8601 time with the offset of that moment in the browser's time zone, so a
 * scheduled post goes live at the time the admin meant (published_at is entered in the
 * admin's time zone and stored with its offset).
 */

const pad = (n: number) => String(Math.abs(Math.trunc(n))).padStart(2, '0');

/**
 * "2026-05-01T09:30" (local) → "2026-05-01T09:30:00+02:00" (with the offset in force then).
 * @returns null for an empty or invalid value
 */
export function localInputToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const date = new Date(value); // parsed as local time
  if (Number.isNaN(date.getTime())) return null;
  const offset = -date.getTimezoneOffset(); // minutes east of UTC
  const sign = offset >= 0 ? '+' : '-';
  const seconds = value.length === 16 ? ':00' : '';
  return `${value}${seconds}${sign}${pad(offset / 60)}:${pad(offset % 60)}`;
}

/**
 * A stored time → the datetime-local value showing it in the browser's time zone
 * ("2026-05-01T09:30"); '' for null.
 */
export function isoToLocalInput(value: Date | string | null): string {
  if (!value) return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
