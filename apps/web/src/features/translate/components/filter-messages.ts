import type { TranslatableMessage, TranslationStatus } from '@nupe/shared';

export type MessageFilters = { q: string; status: 'all' | 'untranslated' | 'draft' | 'reviewed'; area: string };

/** Whether a message is shown under a status filter: "reviewed" counts shipped texts too. */
function statusMatches(status: TranslationStatus, filter: MessageFilters['status']): boolean {
  if (filter === 'all') return true;
  if (filter === 'reviewed') return status === 'reviewed' || status === 'shipped';
  return status === filter;
}

/** The messages matching the search (in the source, any translation or an origin) and filters. */
export function filterMessages(messages: TranslatableMessage[], f: MessageFilters): TranslatableMessage[] {
  const q = f.q.trim().toLocaleLowerCase();
  return messages.filter(
    (m) =>
      statusMatches(m.status, f.status) &&
      (f.area === 'all' || m.area === f.area) &&
      (!q ||
        [m.source, m.current ?? '', m.draft?.text ?? '', ...m.origins, ...Object.values(m.others).map((o) => o ?? '')]
          .join('\n')
          .toLocaleLowerCase()
          .includes(q)),
  );
}

export type AreaProgress = { area: string; translated: number; total: number; percent: number };

/** How much of each area (and of the whole) users read in this language. */
export function progressByArea(messages: TranslatableMessage[]): { all: AreaProgress; areas: AreaProgress[] } {
  const tally = new Map<string, { translated: number; total: number }>();
  for (const m of messages) {
    const t = tally.get(m.area) ?? { translated: 0, total: 0 };
    t.total += 1;
    if (m.current !== null) t.translated += 1;
    tally.set(m.area, t);
  }
  const of = (area: string, t: { translated: number; total: number }): AreaProgress => ({
    area,
    ...t,
    percent: t.total ? Math.floor((t.translated * 100) / t.total) : 100,
  });
  const areas = [...tally].map(([area, t]) => of(area, t)).sort((a, b) => a.area.localeCompare(b.area));
  const sum = areas.reduce((s, a) => ({ translated: s.translated + a.translated, total: s.total + a.total }), {
    translated: 0,
    total: 0,
  });
  return { all: of('all', sum), areas };
}
