import { describe, expect, it } from 'vitest';
import {
  addDays,
  changePercent,
  conversionPercent,
  daysBetween,
  fillDays,
  parseAnalyticsRange,
  previousPeriod,
  splitMonths,
} from './analytics-range';

const today = new Date('2026-03-10T15:00:00Z');

describe('analytics range', () => {
  it('presets end today (UTC) and have a previous period of equal length', () => {
    expect(parseAnalyticsRange({ range: '7d' }, today)).toEqual({
      from: '2026-03-04',
      to: '2026-03-10',
      preset: '7d',
      days: 7,
      previous: { from: '2026-02-25', to: '2026-03-03' },
    });
    const year = parseAnalyticsRange({ range: '12m' }, today);
    expect(year).toMatchObject({ from: '2025-03-11', to: '2026-03-10', days: 365 });
    expect(year.previous).toEqual({ from: '2024-03-11', to: '2025-03-10' });
  });

  it('last month is the calendar month before this one, compared with the month before it', () => {
    expect(parseAnalyticsRange({ range: 'last-month' }, new Date('2026-03-15T10:00:00Z'))).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
      preset: 'last-month',
      days: 28,
      previous: { from: '2026-01-01', to: '2026-01-31' },
    });
    expect(
      parseAnalyticsRange({ range: 'last-month' }, new Date('2026-01-02T00:00:00Z')),
    ).toMatchObject({ from: '2025-12-01', to: '2025-12-31', previous: { from: '2025-11-01' } });
  });

  it('defaults to 30 days; a custom from/to wins over the preset when valid', () => {
    expect(parseAnalyticsRange({}, today)).toMatchObject({ preset: '30d', from: '2026-02-09' });
    expect(
      parseAnalyticsRange({ range: '7d', from: '2026-01-01', to: '2026-01-31' }, today),
    ).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
      preset: 'custom',
      days: 31,
      previous: { from: '2025-12-01', to: '2025-12-31' },
    });
    expect(parseAnalyticsRange({ from: ['2026-01-02'], to: '2026-01-02' }, today).days).toBe(1);
  });

  it('malformed, reversed, impossible or too long custom ranges fall back to the default', () => {
    for (const params of [
      { from: '2026-02-30', to: '2026-03-01' },
      { from: '2026-03-05', to: '2026-03-01' },
      { from: '2020-01-01', to: '2026-01-01' },
      { from: 'x', to: '2026-01-01' },
      { from: '2026-01-01' },
      { range: '1y' },
    ])
      expect(parseAnalyticsRange(params, today).preset).toBe('30d');
  });

  it('previous period, day arithmetic across months and leap days', () => {
    expect(previousPeriod({ from: '2024-03-01', to: '2024-03-31' })).toEqual({
      from: '2024-01-30',
      to: '2024-02-29',
    });
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(daysBetween('2024-01-01', '2024-12-31')).toBe(366);
    expect(daysBetween('2024-01-02', '2024-01-01')).toBe(0);
  });

  it('change and conversion percentages; null when there is nothing to divide by', () => {
    expect(changePercent(150, 100)).toBe(50);
    expect(changePercent(1, 3)).toBe(-66.7);
    expect(changePercent(5, 0)).toBeNull();
    expect(changePercent(0, 0)).toBeNull();
    expect(conversionPercent(1, 3)).toBe(33.33);
    expect(conversionPercent(2, 0)).toBeNull();
    // Four leads from one counted visitor is everyone, not 400 %.
    expect(conversionPercent(4, 1)).toBe(100);
  });

  it('fills the days without data with zeros, in order', () => {
    const rows = [
      { day: '2026-01-03', views: 5 },
      { day: '2026-01-01', views: 2 },
    ];
    expect(fillDays(rows, { from: '2026-01-01', to: '2026-01-04' }, { views: 0 })).toEqual([
      { day: '2026-01-01', views: 2 },
      { day: '2026-01-02', views: 0 },
      { day: '2026-01-03', views: 5 },
      { day: '2026-01-04', views: 0 },
    ]);
  });
});

describe('splitMonths', () => {
  it('whole months in the middle, edge days at both ends', () => {
    expect(splitMonths({ from: '2025-06-26', to: '2026-06-25' })).toEqual({
      months: { from: '2025-07-01', to: '2026-05-01' },
      days: [
        { from: '2025-06-26', to: '2025-06-30' },
        { from: '2026-06-01', to: '2026-06-25' },
      ],
    });
  });
  it('exact months need no days; a range inside one month needs no months', () => {
    expect(splitMonths({ from: '2024-02-01', to: '2024-03-31' })).toEqual({
      months: { from: '2024-02-01', to: '2024-03-01' },
      days: [],
    });
    expect(splitMonths({ from: '2024-02-01', to: '2024-02-28' })).toEqual({
      months: null,
      days: [{ from: '2024-02-01', to: '2024-02-28' }],
    });
    expect(splitMonths({ from: '2024-02-01', to: '2024-02-29' }).months).toEqual({
      from: '2024-02-01',
      to: '2024-02-01',
    });
    expect(splitMonths({ from: '2024-01-15', to: '2024-02-10' })).toEqual({
      months: null,
      days: [{ from: '2024-01-15', to: '2024-02-10' }],
    });
    expect(splitMonths({ from: '2024-01-15', to: '2024-03-01' })).toEqual({
      months: { from: '2024-02-01', to: '2024-02-01' },
      days: [
        { from: '2024-01-15', to: '2024-01-31' },
        { from: '2024-03-01', to: '2024-03-01' },
      ],
    });
  });
});
