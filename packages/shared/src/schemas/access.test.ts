import { describe, expect, it } from 'vitest';
import { lagosDate } from '../time.js';
import { inSeason, SeasonSchema, SongAccessBodySchema } from './access.js';

describe('seasonal windows', () => {
  const ramadan2027 = { name: 'Ramadan 2027', from: '2027-02-08', to: '2027-03-09' };
  const harmattan = { name: 'Harmattan festival', from: '12-20', to: '01-05' };
  const rains = { name: 'Rains', from: '06-01', to: '06-30' };

  it('a dated window is open from its first day to its last, that year only', () => {
    expect(inSeason([ramadan2027], '2027-02-07')).toBe(false);
    expect(inSeason([ramadan2027], '2027-02-08')).toBe(true);
    expect(inSeason([ramadan2027], '2027-03-09')).toBe(true);
    expect(inSeason([ramadan2027], '2027-03-10')).toBe(false);
    expect(inSeason([ramadan2027], '2028-02-20')).toBe(false);
  });

  it('a yearly window opens every year and may wrap over the new year', () => {
    expect(inSeason([rains], '2031-06-15')).toBe(true);
    expect(inSeason([rains], '2031-07-01')).toBe(false);
    expect(inSeason([harmattan], '2030-12-31')).toBe(true);
    expect(inSeason([harmattan], '2031-01-05')).toBe(true);
    expect(inSeason([harmattan], '2031-01-06')).toBe(false);
    expect(inSeason([harmattan], '2031-12-19')).toBe(false);
  });

  it('no window: always open; several: open in any of them', () => {
    expect(inSeason([], '2026-11-25')).toBe(true);
    expect(inSeason([rains, ramadan2027], '2027-02-10')).toBe(true);
    expect(inSeason([rains, ramadan2027], '2027-05-10')).toBe(false);
  });

  it("counts days in Nigeria's time: 23:30 UTC is already the next day in Lagos", () => {
    expect(lagosDate(0, new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(lagosDate(0, new Date('2026-12-31T22:30:00Z'))).toBe('2026-12-31');
  });

  it('refuses windows that are not days, mix forms or end before they start', () => {
    const message = (s: object) => SeasonSchema.safeParse(s).error?.issues[0]?.message;
    expect(message({ name: 'x', from: '2027-02-30', to: '2027-03-01' })).toBe(
      'Season dates must be days such as 2027-02-08, or 12-20 for every year.',
    );
    expect(message({ name: 'x', from: '02-29', to: '03-01' })).toBeUndefined();
    expect(message({ name: 'x', from: '2027-02-08', to: '03-01' })).toBe(
      'A season’s start and end must both have a year, or neither.',
    );
    expect(message({ name: 'x', from: '2027-03-08', to: '2027-02-01' })).toBe('A season cannot end before it starts.');
  });

  it('a group item names its group, and only a group item does', () => {
    const group = '0b3f7c2e-8d1a-4c55-9a4e-2f6b8c1d0e9a';
    expect(SongAccessBodySchema.safeParse({ level: 'group' }).error?.issues[0]?.message).toBe(
      'Choose the group that may see this item.',
    );
    expect(SongAccessBodySchema.safeParse({ level: 'public', group }).error?.issues[0]?.message).toBe(
      'Only a group item names a group.',
    );
    expect(SongAccessBodySchema.parse({ level: 'group', group })).toEqual({
      level: 'group',
      group,
      labels: [],
      seasons: [],
    });
  });
});
