import type { TranslatableMessage } from '@nupe/shared';
import { describe, expect, it } from 'vitest';
import { filterMessages, progressByArea } from './filter-messages';

const message = (over: Partial<TranslatableMessage>): TranslatableMessage => ({
  id: 'x',
  source: 'Play',
  context: null,
  origins: ['src/app/routes/listen/home.tsx'],
  area: 'listen',
  notes: [],
  placeholders: [],
  plural: false,
  status: 'untranslated',
  current: null,
  draft: null,
  others: { ha: 'Kunna' },
  ...over,
});

const list = [
  message({ id: 'a', source: 'Play all', status: 'shipped', current: 'Kunna duka' }),
  message({ id: 'b', source: 'Sign in', area: 'auth', origins: ['src/app/routes/auth/login.tsx'] }),
  message({ id: 'c', source: 'Save', area: 'auth', status: 'reviewed', current: 'Ajiye' }),
];

describe('the Translate screen filters', () => {
  it('finds by source, by another language and by file', () => {
    expect(filterMessages(list, { q: 'sign', status: 'all', area: 'all' }).map((m) => m.id)).toEqual(['b']);
    expect(filterMessages(list, { q: 'kunna', status: 'all', area: 'all' }).map((m) => m.id)).toEqual(['a', 'b', 'c']);
    expect(filterMessages(list, { q: 'login.tsx', status: 'all', area: 'all' }).map((m) => m.id)).toEqual(['b']);
  });

  it('filters by status (shipped texts count as reviewed) and by area', () => {
    expect(filterMessages(list, { q: '', status: 'reviewed', area: 'all' }).map((m) => m.id)).toEqual(['a', 'c']);
    expect(filterMessages(list, { q: '', status: 'untranslated', area: 'auth' }).map((m) => m.id)).toEqual(['b']);
  });

  it('counts progress per area and overall, rounded down', () => {
    const { all, areas } = progressByArea(list);
    expect(all).toEqual({ area: 'all', translated: 2, total: 3, percent: 66 });
    expect(areas).toEqual([
      { area: 'auth', translated: 1, total: 2, percent: 50 },
      { area: 'listen', translated: 1, total: 1, percent: 100 },
    ]);
  });
});
