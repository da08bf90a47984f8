import { type Column, getTableColumns, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client.js';
import { songs } from '../src/db/schema/index.js';
import { type RecordSource, toOaiDc, toOlac } from '../src/mappers/dublin-core.mapper.js';
import { toSong } from '../src/mappers/songs.mapper.js';
import { oaiRepository } from '../src/repositories/oai.repository.js';
import { type SongView, songsRepository } from '../src/repositories/songs.repository.js';
import { type Fixtures, makeFixtures } from './fixtures/media.js';
import { uploadSong } from './helpers/catalogue.js';
import { call, createTestApp, createUser, type TestApp } from './helpers/test-app.js';

/**
 * The OAI-PMH records are kept fresh by database triggers (`oai_*`) that mark an item whenever
 * a column it is harvested from changes; their column lists are written by hand. This test
 * finds what the Dublin Core and OLAC mappers really read — it changes one field of a fully
 * described item at a time and sees whether the record's XML changes — and checks each of
 * those fields against the columns the triggers in the live database watch.
 */
let t: TestApp;
let f: Fixtures;
beforeAll(async () => {
  [t, f] = await Promise.all([createTestApp(), makeFixtures()]);
});
afterAll(async () => {
  await t?.close();
  f?.cleanup();
});

const CONTEXT = { siteUrl: 'https://archive.example', publisher: 'Nupe Music' };
const render = (source: RecordSource): string => {
  try {
    return toOaiDc(source, CONTEXT) + toOlac(source, CONTEXT);
  } catch (err) {
    // A value the mapper cannot take is a value it reads.
    return `threw: ${String(err)}`;
  }
};

const DAY_MS = 86_400_000;
const UNPROBED = Symbol('unprobed');

/** Another value of the same kind; UNPROBED when none can be made (an empty list, a null of unknown type). */
function changed(value: unknown, column?: Column): unknown {
  const enumValues = (column as { enumValues?: string[] } | undefined)?.enumValues;
  if (enumValues?.length) return enumValues.find((v) => v !== value) ?? UNPROBED;
  if (typeof value === 'string') return `${value}·changed`;
  if (typeof value === 'number') return value + 1;
  if (typeof value === 'boolean') return !value;
  if (value instanceof Date) return new Date(value.getTime() + DAY_MS);
  if (Array.isArray(value)) return value.length > 0 ? [] : UNPROBED;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, changed(v) === UNPROBED ? v : changed(v)]));
  }
  switch (column?.dataType) {
    case 'string':
      return 'changed';
    case 'number':
      return 1;
    case 'date':
      return new Date(0);
    case 'boolean':
      return true;
    default:
      return UNPROBED;
  }
}

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * Where each field of a song view comes from, beside the songs row itself and the description
 * (a joined field depends on its join key too).
 */
const VIEW_SOURCES: Record<string, string | string[]> = {
  albumTitle: ['albums.title', 'songs.album_id'],
  artistId: 'artist_profiles.id',
  audioKey: 'media_files.storage_key',
  standardKey: 'song_renditions.storage_key',
  dataSaverKey: 'song_renditions.storage_key',
  sha256: 'media_files.sha256',
  fixityOutcome: 'fixity_status.last_outcome',
  fixityVerifiedAt: 'fixity_status.last_verified_at',
  accessGroupName: 'access_groups.name',
  loudness: 'audio_loudness.integrated_lufs',
  albumLoudness: 'album_loudness.integrated_lufs',
};
/** The description's fields that are not its own columns. */
const ARCHIVE_SOURCES: Record<string, string | string[]> = {
  describedBy: 'users.full_name',
  'collection.id': 'song_descriptions.collection_id',
  'collection.title': ['collections.title', 'song_descriptions.collection_id'],
};

/** The columns the mappers read, as `table.column`: each field changed alone, the XML compared. */
function columnsRead(view: SongView, layers: RecordSource['layers']): string[] {
  const baseline = render({ song: toSong(view), layers });
  const read = new Set<string>();
  const probe = (sources: string | string[], changedView: SongView, changedLayers = layers) => {
    if (render({ song: toSong(changedView), layers: changedLayers }) === baseline) return;
    for (const source of [sources].flat()) read.add(source);
  };
  // The songs row, column by column (the primary key never changes).
  for (const [key, column] of Object.entries(getTableColumns(songs))) {
    if (column.primary) continue;
    const value = changed(view.song[key as keyof SongView['song']], column);
    if (value !== UNPROBED) probe(`songs.${column.name}`, { ...view, song: { ...view.song, [key]: value } });
  }
  // The description, field by field (its collection's too).
  const archive = view.archive;
  if (!archive) throw new Error('the item has no description to probe');
  for (const [key, current] of Object.entries(archive)) {
    const fields: [string, unknown][] =
      key === 'collection' && current && typeof current === 'object'
        ? Object.entries(current).map(([sub, v]) => [`collection.${sub}`, v])
        : [[key, current]];
    for (const [field, v] of fields) {
      const value = changed(v);
      if (value === UNPROBED) continue;
      const archiveChanged = field.startsWith('collection.')
        ? { ...archive, collection: { ...archive.collection, [field.slice(11)]: value } }
        : { ...archive, [field]: value };
      probe(ARCHIVE_SOURCES[field] ?? `song_descriptions.${snake(field)}`, {
        ...view,
        archive: archiveChanged,
      } as SongView);
    }
  }
  // The rest of the view.
  for (const [key, current] of Object.entries(view)) {
    if (key === 'song' || key === 'archive') continue;
    const value = changed(current);
    if (value !== UNPROBED) probe(VIEW_SOURCES[key] ?? `unknown view field ${key}`, { ...view, [key]: value });
  }
  // The transcript layers.
  for (const field of ['language', 'kind'] as const) {
    const value = field === 'kind' ? 'translation' : 'yor';
    probe(
      `transcript_layers.${field}`,
      view,
      layers.map((l) => ({ ...l, [field]: value })),
    );
  }
  return [...read].sort();
}

type TriggerRow = { table: string; trigger: string; on_update: boolean; columns: string[] | null };

/** The triggers that mark items for the OAI refresh, with the columns each watches on update. */
async function oaiTriggers(): Promise<TriggerRow[]> {
  const result = await t.app.database.db.execute(sql`
    select c.relname as "table", tr.tgname as trigger, (tr.tgtype & 16) <> 0 as on_update,
      (select array_agg(a.attname::text order by a.attname)
         from unnest(tr.tgattr::int2[]) k join pg_attribute a on a.attrelid = tr.tgrelid and a.attnum = k) as columns
    from pg_trigger tr
    join pg_class c on c.oid = tr.tgrelid
    join pg_proc p on p.oid = tr.tgfoid
    where not tr.tgisinternal and p.proname like 'oai_mark%'`);
  return rowsOf<TriggerRow>(result);
}

/** Whether an update of `table.column` fires one of these triggers (no column list: every column). */
const watches = (triggers: TriggerRow[], source: string) => {
  const [table, column] = source.split('.');
  return triggers.some(
    (tr) => tr.table === table && tr.on_update && (tr.columns === null || tr.columns.includes(column as string)),
  );
};

describe('OAI record triggers', () => {
  it('watch every column the Dublin Core and OLAC mappers read', async () => {
    const [admin, staff] = await Promise.all([createUser(t, 'admin'), createUser(t, 'staff')]);
    const collection = await call(t, {
      method: 'POST',
      url: '/api/collections',
      token: staff.token,
      payload: { title: 'Bida Zikiri sessions', description: 'Chants recorded in Bida in the 1980s.' },
    });
    expect(collection.statusCode, collection.body).toBe(201);
    // An item with every harvested field filled: album, description, collection, labels, a transcript.
    const song = await uploadSong(t, admin.token, f, { title: 'Ẹ̀yàgí praise song', album: 'Praise songs' });
    const described = await call(t, {
      method: 'PATCH',
      url: `/api/songs/${song.id}/archive`,
      token: staff.token,
      payload: {
        languages: ['nup'],
        recorded: '1987-06',
        place: { name: 'Bida', region: 'Niger State', country: 'NG', lat: 9.08, lon: 6.01 },
        occasion: 'Wedding',
        description: 'A praise song and its chorus.',
        subjects: ['praise'],
        discourseType: 'singing',
        contributors: [{ name: 'Musa Kakaki', role: 'performer', roleDetail: 'kakaki player' }],
        rights: 'Shared with the family’s consent.',
        collection: collection.json().collection.id,
      },
    });
    expect(described.statusCode, described.body).toBe(200);
    const access = await call(t, {
      method: 'PATCH',
      url: `/api/songs/${song.id}/access`,
      token: staff.token,
      payload: { level: 'public', labels: ['tk_s'] },
    });
    expect(access.statusCode, access.body).toBe(200);
    const transcript = await call(t, {
      method: 'PUT',
      url: `/api/songs/${song.id}/transcripts/nup`,
      token: staff.token,
      payload: 'WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nÈdù ẹ̀yàgí lo\n',
      headers: { 'content-type': 'text/vtt' },
    });
    expect(transcript.statusCode, transcript.body).toBe(200);

    const { db } = t.app.database;
    const view = (await songsRepository.findView(db, song.id)) as SongView;
    const layers = (await oaiRepository.layers(db, [song.id])).map(({ language, kind }) => ({ language, kind }));
    const read = columnsRead(view, layers);
    // The probe finds the reads it must (a probe that finds nothing would pass anything).
    expect(read).toEqual(
      expect.arrayContaining([
        'songs.title',
        'songs.genre',
        'songs.access_labels',
        'albums.title',
        'collections.title',
        'song_descriptions.description',
        'transcript_layers.language',
      ]),
    );

    const triggers = await oaiTriggers();
    const unwatched = read.filter((source) => !watches(triggers, source));
    expect(
      unwatched,
      `The OAI mappers read ${unwatched.join(', ')}, which no oai_* trigger watches: a change there would ` +
        'never reach harvesters. Add the column to the trigger in a new migration.',
    ).toEqual([]);
  });
});
