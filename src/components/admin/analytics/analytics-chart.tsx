'use client';

import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

/** One point of the chart: a UTC day and its figures. */
export type ChartPoint = { day: string; views: number; visitors: number; leads: number };

const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** The chart's lines: page views and visitors on the left axis, leads on the right. */
const SERIES = [
  { yAxisId: 'views', dataKey: 'views', name: 'Page views', stroke: '#2563eb' },
  { yAxisId: 'views', dataKey: 'visitors', name: 'Visitors (daily uniques)', stroke: '#059669' },
  { yAxisId: 'leads', dataKey: 'leads', name: 'Leads', stroke: '#d97706' },
] as const satisfies ReadonlyArray<{ dataKey: keyof ChartPoint } & Record<string, string>>;

/**
 * The Analytics tab's time series, with the chart library of the lead Sources view
 * (Recharts): page views and visitors per day on the left axis, leads on the right. The figures
 * are also in the tab's tables and cards, so the chart is a picture of them, not their only form.
 */
export function AnalyticsChart({ data }: { data: ChartPoint[] }) {
  return (
    <figure aria-label="Page views, visitors and leads per day" className="h-80 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ left: 8, right: 8, top: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tickFormatter={shortDay} tick={{ fontSize: 12 }} minTickGap={24} />
          <YAxis yAxisId="views" allowDecimals={false} tick={{ fontSize: 12 }} width={56} />
          <YAxis
            yAxisId="leads"
            orientation="right"
            allowDecimals={false}
            tick={{ fontSize: 12 }}
            width={40}
          />
          <Tooltip labelFormatter={(d) => shortDay(String(d))} />
          <Legend />
          {SERIES.map((line) => (
            <Line
              key={line.dataKey}
              {...line}
              type="monotone"
              dot={false}
              strokeWidth={2}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}
