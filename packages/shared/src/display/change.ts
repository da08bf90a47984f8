/**
 * How a figure reads against the period before it, on every dashboard (admin, artist, staff).
 * The API keeps the contract's `changePercent` (100 when growing from nothing); what people read
 * never invents growth:
 * - nothing in either period: "—", neutral (no green "▲ 0.0%" for no activity);
 * - nothing before, something now: "New", neutral (not "+100.0%");
 * - the same figure twice: "No change", neutral;
 * - otherwise the signed percent to one decimal, rounded half away from zero: "+33.3%", "−25.0%".
 */
export type ChangeTone = 'up' | 'down' | 'flat';

export type ChangeDisplay = {
  tone: ChangeTone;
  /** What the tile shows: "+33.3%", "−25.0%", "New", "No change" or "—". */
  text: string;
  /** The whole sentence for screen readers and tooltips. */
  label: string;
};

/** (current − previous) / previous × 100, rounded half away from zero to one decimal; null when previous is 0. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  const change = ((current - previous) / previous) * 100;
  const rounded = (Math.sign(change) * Math.round(Math.abs(change) * 10)) / 10;
  return rounded === 0 ? 0 : rounded; // never -0
}

export function describeChange(current: number, previous: number): ChangeDisplay {
  if (previous === 0 && current === 0) {
    return { tone: 'flat', text: '—', label: 'No activity in either period' };
  }
  if (previous === 0) return { tone: 'flat', text: 'New', label: 'New: nothing in the previous period' };
  if (current === previous) return { tone: 'flat', text: 'No change', label: 'No change' };
  const pct = percentChange(current, previous) ?? 0;
  const up = current > previous;
  const digits = Math.abs(pct).toFixed(1);
  return {
    tone: up ? 'up' : 'down',
    text: `${up ? '+' : '−'}${digits}%`,
    label: `${up ? 'Up' : 'Down'} ${digits}%`,
  };
}
