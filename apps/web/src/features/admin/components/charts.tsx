import { useId } from 'react';

const dayLabel = new Intl.DateTimeFormat('en-GB', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const fmtDay = (day: string) => dayLabel.format(new Date(`${day}T00:00:00Z`));
const num = new Intl.NumberFormat('en');

type Series = { label: string; values: number[]; className: string; swatch: string };

/**
 * Columns per day drawn in SVG (no chart library: the admin chunk stays small), with the
 * figures in a table for screen readers and for anyone who wants the exact numbers.
 */
export function DailyBarChart({ title, days, series }: { title: string; days: string[]; series: Series[] }) {
  const id = useId();
  const max = Math.max(1, ...series.flatMap((s) => s.values));
  const width = 600;
  const height = 180;
  const slot = width / Math.max(1, days.length);
  const barW = Math.max(1, (slot * 0.8) / series.length);
  const ticks = [0, Math.round(max / 2), max];
  const labelEvery = Math.ceil(days.length / 6);
  return (
    <figure aria-labelledby={id} className="flex min-w-0 flex-col gap-3">
      <figcaption id={id} className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-bold">{title}</span>
        <span className="flex flex-wrap gap-3 text-sm">
          {series.map((s) => (
            <span key={s.label} className="inline-flex items-center gap-1.5">
              <span aria-hidden="true" className={`inline-block size-3 rounded-sm ${s.swatch}`} />
              {s.label}: {num.format(s.values.reduce((a, b) => a + b, 0))}
            </span>
          ))}
        </span>
      </figcaption>
      <div className="flex min-w-0 gap-2">
        <div aria-hidden="true" className="flex h-[180px] flex-col justify-between text-right text-xs text-cloth-700">
          {[...ticks].reverse().map((t) => (
            <span key={t}>{num.format(t)}</span>
          ))}
        </div>
        <svg
          role="img"
          aria-label={`${title}: ${series.map((s) => `${s.label} ${num.format(s.values.reduce((a, b) => a + b, 0))}`).join(', ')} over ${days.length} days`}
          viewBox={`0 0 ${width} ${height}`}
          preserveAspectRatio="none"
          className="h-[180px] w-full min-w-0 flex-1 overflow-visible border-b border-l border-sand-300"
          data-testid="daily-chart"
        >
          {[0.5, 1].map((f) => (
            <line key={f} x1={0} x2={width} y1={height * (1 - f)} y2={height * (1 - f)} className="stroke-sand-200" />
          ))}
          {days.map((day, i) =>
            series.map((s, j) => {
              const v = s.values[i] ?? 0;
              const h = (v / max) * (height - 4);
              return (
                <rect
                  key={`${day}-${s.label}`}
                  x={i * slot + slot * 0.1 + j * barW}
                  y={height - h}
                  width={barW}
                  height={h}
                  className={s.className}
                >
                  <title>{`${fmtDay(day)}: ${s.label} ${num.format(v)}`}</title>
                </rect>
              );
            }),
          )}
        </svg>
      </div>
      <div aria-hidden="true" className="ml-8 flex justify-between text-xs text-cloth-700">
        {days
          .filter((_, i) => i % labelEvery === 0 || i === days.length - 1)
          .map((d) => (
            <span key={d}>{fmtDay(d)}</span>
          ))}
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer font-semibold text-cloth-700">Show the figures as a table</summary>
        <div className="mt-2 max-h-64 overflow-auto">
          <table className="w-full text-left">
            <thead>
              <tr>
                <th className="py-1 pr-3">Day</th>
                {series.map((s) => (
                  <th key={s.label} className="py-1 pr-3 text-right">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((d, i) => (
                <tr key={d} className="border-t border-sand-200">
                  <td className="py-1 pr-3">{fmtDay(d)}</td>
                  {series.map((s) => (
                    <td key={s.label} className="py-1 pr-3 text-right tabular-nums">
                      {num.format(s.values[i] ?? 0)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

/** A ranked list with a bar under each row: readable on a phone, exact numbers in text. */
export function RankedBars({
  items,
  unit,
  empty,
}: {
  items: { key: string; label: string; sub?: string; value: number }[];
  unit: string;
  empty: string;
}) {
  if (items.length === 0) return <p className="text-cloth-700">{empty}</p>;
  const max = Math.max(1, ...items.map((i) => i.value));
  return (
    <ol className="flex flex-col gap-3">
      {items.map((item, idx) => (
        <li key={item.key} className="flex flex-col gap-1">
          <div className="flex items-baseline justify-between gap-3">
            <span className="min-w-0 truncate">
              <span className="mr-2 text-sm font-bold text-brass-700">{idx + 1}</span>
              <span className="font-semibold">{item.label}</span>
              {item.sub ? <span className="text-sm text-cloth-700"> · {item.sub}</span> : null}
            </span>
            <span className="shrink-0 text-sm font-semibold tabular-nums">
              {num.format(item.value)} {unit}
            </span>
          </div>
          <span aria-hidden="true" className="block h-2 rounded-full bg-sand-200">
            <span className="block h-2 rounded-full bg-cloth-600" style={{ width: `${(item.value / max) * 100}%` }} />
          </span>
        </li>
      ))}
    </ol>
  );
}
