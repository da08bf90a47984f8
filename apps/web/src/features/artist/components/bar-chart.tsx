import type { ArtistAnalyticsDay } from '@nupe/shared';
import { formatDay, formatNumber } from './format';

type BarChartProps = {
  title: string;
  series: ArtistAnalyticsDay[];
  metric: 'plays' | 'downloads' | 'likes' | 'favorites';
  /** A Tailwind fill class for the bars. */
  color: string;
};

/**
 * A small hand-drawn bar chart, one bar per day. The SVG is a picture with a summary for
 * screen readers; the table beside it (visually hidden) carries every figure.
 */
export function BarChart({ title, series, metric, color }: BarChartProps) {
  const width = 600;
  const height = 190;
  const pad = { top: 12, bottom: 34, left: 8, right: 8 };
  const max = Math.max(1, ...series.map((d) => d[metric]));
  const total = series.reduce((a, d) => a + d[metric], 0);
  const slot = (width - pad.left - pad.right) / Math.max(1, series.length);
  const barWidth = Math.max(1, slot * 0.7);
  const inner = height - pad.top - pad.bottom;
  const labelEvery = Math.ceil(series.length / 4);
  const first = series[0]?.day;
  const last = series[series.length - 1]?.day;
  return (
    <figure className="rounded-2xl border border-sand-200 bg-white p-4 shadow-card">
      <figcaption className="mb-2 flex items-baseline justify-between gap-2">
        <span className="font-bold">{title}</span>
        <span className="text-sm text-cloth-700">{formatNumber(total)} in total</span>
      </figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full"
        role="img"
        aria-label={`${title} per day${first && last ? ` from ${formatDay(first)} to ${formatDay(last)}` : ''}: ${formatNumber(total)} in total, at most ${formatNumber(max)} in a day`}
      >
        <line
          x1={pad.left}
          x2={width - pad.right}
          y1={height - pad.bottom}
          y2={height - pad.bottom}
          className="stroke-sand-300"
        />
        {series.map((d, i) => {
          const h = (d[metric] / max) * inner;
          const x = pad.left + i * slot + (slot - barWidth) / 2;
          return (
            <g key={d.day}>
              <rect
                x={x}
                y={height - pad.bottom - h}
                width={barWidth}
                height={h}
                rx={Math.min(3, barWidth / 3)}
                className={color}
              >
                <title>{`${formatDay(d.day)}: ${formatNumber(d[metric])}`}</title>
              </rect>
              {i % labelEvery === 0 ? (
                <text
                  x={i > series.length - labelEvery ? x + barWidth : x}
                  y={height - 8}
                  textAnchor={i > series.length - labelEvery ? 'end' : 'start'}
                  className="fill-cloth-700 text-[22px]"
                >
                  {formatDay(d.day)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <table className="sr-only">
        <caption>{title} per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">{title}</th>
          </tr>
        </thead>
        <tbody>
          {series.map((d) => (
            <tr key={d.day}>
              <td>{formatDay(d.day)}</td>
              <td>{d[metric]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
