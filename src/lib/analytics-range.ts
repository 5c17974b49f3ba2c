/**
 * The Analytics tab's date range, pure and shared by the page and the report: a
 * preset (the last 7, 30 or 90 days, or 12 months, each ending today) or a custom from/to, in UTC
 * days, and the previous period of equal length just before it.
 */

/** The range presets, in the order the tab shows them. */
export const RANGE_PRESETS = [
  { id: '7d', label: '7 days', days: 7 },
  { id: '30d', label: '30 days', days: 30 },
  { id: '90d', label: '90 days', days: 90 },
  { id: '12m', label: '12 months', days: 365 },
  // The calendar month before this one (compared with the month before it): the period a
  // monthly report covers.
  { id: 'last-month', label: 'month', days: 0 },
] as const;

/** The calendar month `offset` months from the month of `day` (-1: the month before). */
function calendarMonth(day: string, offset: number): DayRange {
  const d = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + offset);
  const from = dayOf(d);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return { from, to: addDays(dayOf(d), -1) };
}

/** One of {@link RANGE_PRESETS}' ids, or 'custom'. */
export type RangePreset = (typeof RANGE_PRESETS)[number]['id'] | 'custom';

/** A range of UTC days, both ends included ("YYYY-MM-DD"). */
export type DayRange = { from: string; to: string };

/** The tab's range: its days, the previous period and the preset it came from. */
export type AnalyticsRange = DayRange & { preset: RangePreset; days: number; previous: DayRange };

/** The preset used when the URL names none (or a malformed custom range). */
export const DEFAULT_PRESET = '30d';
/** Longest custom range, in days (three years). */
export const MAX_RANGE_DAYS = 3 * 366;

const DAY_MS = 86_400_000;
const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

/** The UTC day of a time, "YYYY-MM-DD". */
export function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The day `n` days after `day` (before when negative). */
export function addDays(day: string, n: number): string {
  return dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS));
}

/** Days from `from` to `to`, both included (0 when `to` is before `from`). */
export function daysBetween(from: string, to: string): number {
  return Math.max(
    0,
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1,
  );
}

/** A real calendar day "YYYY-MM-DD", or null. */
function validDay(v: string | undefined): string | null {
  if (!v || !DAY_RE.test(v)) return null;
  const t = Date.parse(`${v}T00:00:00Z`);
  return Number.isFinite(t) && dayOf(new Date(t)) === v ? v : null;
}

/**
 * The period of equal length just before `range` (for the comparison to the previous
 * period): 1–30 June gives 2–31 May.
 */
export function previousPeriod(range: DayRange): DayRange {
  const n = daysBetween(range.from, range.to);
  return { from: addDays(range.from, -n), to: addDays(range.from, -1) };
}

/**
 * The tab's range from its URL (`range=7d|30d|90d|12m|last-month`, or `from` and `to` as
 * YYYY-MM-DD; last month is the calendar month before today's, compared with the one before): a
 * custom range needs both days, `from` ≤ `to`, at most {@link MAX_RANGE_DAYS} days; anything else
 * falls back to the {@link DEFAULT_PRESET}. Presets end on `today` (UTC) and include it.
 * @param params - the page's search params (arrays: the first value)
 * @param today - the current time (tests fix it)
 */
export function parseAnalyticsRange(
  params: Record<string, string | string[] | undefined>,
  today: Date = new Date(),
): AnalyticsRange {
  const get = (k: string) => {
    const v = params[k];
    return Array.isArray(v) ? v[0] : v;
  };
  const from = validDay(get('from'));
  const to = validDay(get('to'));
  if (from && to && from <= to && daysBetween(from, to) <= MAX_RANGE_DAYS) {
    const range = { from, to };
    return {
      ...range,
      preset: 'custom',
      days: daysBetween(from, to),
      previous: previousPeriod(range),
    };
  }
  const end = dayOf(today);
  if (get('range') === 'last-month') {
    const month = calendarMonth(end, -1);
    return {
      ...month,
      preset: 'last-month',
      days: daysBetween(month.from, month.to),
      previous: calendarMonth(end, -2),
    };
  }
  const preset =
    RANGE_PRESETS.find((p) => p.id === get('range') && p.days > 0) ??
    RANGE_PRESETS.find((p) => p.id === DEFAULT_PRESET)!;
  const range = { from: addDays(end, 1 - preset.days), to: end };
  return { ...range, preset: preset.id, days: preset.days, previous: previousPeriod(range) };
}

/**
 * The change from `previous` to `current` in percent, rounded to one decimal; null when there is
 * nothing to compare with (`previous` is 0).
 */
export function changePercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/**
 * A conversion rate: the share of `whole` (visitors) that `part` (those who became leads) is, in
 * percent with up to two decimals, never above 100; null when `whole` is 0. Leads are counted in
 * full while some of their visits are not (a visitor sending Global Privacy Control, one whose
 * view was a day earlier), so more leads than counted visitors is read as all of them.
 */
export function conversionPercent(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.round((Math.min(part, whole) / whole) * 10_000) / 100;
}

/**
 * One point per day of `range`, in order, from the days that have data (`rows`, any order): a
 * missing day is zeros, so a chart shows gaps as zero rather than joining across them.
 */
export function fillDays<T extends { day: string }>(
  rows: readonly T[],
  range: DayRange,
  empty: Omit<T, 'day'>,
): T[] {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const out: T[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1))
    out.push(byDay.get(day) ?? ({ ...empty, day } as T));
  return out;
}

/**
 * A range cut into the whole calendar months it covers and the days left at its ends
 * (a year of top pages reads monthly sums plus the edge days). `months` is null when no whole
 * month fits; otherwise the first days of the first and last whole months.
 */
export function splitMonths(range: DayRange): { months: DayRange | null; days: DayRange[] } {
  const firstWhole = range.from.endsWith('-01') ? range.from : nextMonthStart(range.from);
  const afterLast = nextMonthStart(range.to);
  // The first day of the month after the last whole month: `to` must be its month's last day.
  const endWhole = addDays(range.to, 1) === afterLast ? afterLast : `${range.to.slice(0, 7)}-01`;
  if (firstWhole >= endWhole) return { months: null, days: [range] };
  const days: DayRange[] = [];
  if (range.from < firstWhole) days.push({ from: range.from, to: addDays(firstWhole, -1) });
  if (endWhole <= range.to) days.push({ from: endWhole, to: range.to });
  return { months: { from: firstWhole, to: previousMonthStart(endWhole) }, days };
}

function nextMonthStart(day: string): string {
  const d = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return dayOf(d);
}

function previousMonthStart(monthStart: string): string {
  const d = new Date(`${monthStart}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return dayOf(d);
}
