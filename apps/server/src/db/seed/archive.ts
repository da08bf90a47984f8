import { foldForSearch } from '../../lib/search-fold.js';
import { type Cue, parseVtt, searchText } from '../../lib/webvtt.js';
import type { Db } from '../client.js';
import { collections, proverbOccurrences, proverbs, songDescriptions, transcriptLayers } from '../schema/index.js';

/**
 * Archive records of the demo catalogue: descriptions, two transcripts with their English
 * translations, and two proverbs said in them. Everything here is illustrative demo content,
 * and says so where a listener reads it: it is not a transcription of real recordings or a
 * claim about real people.
 */
const DEMO_NOTE = 'Illustrative demo content, not a real archive record.';

type Described = {
  title: string;
  languages: string[];
  recorded: string;
  from: string;
  to: string;
  place: { name: string; region: string; country: string };
  occasion: string;
  description: string;
  subjects: string[];
  discourseType: string;
  contributors: { name: string; role: string; roleDetail?: string }[];
};

const DESCRIBED: Described[] = [
  {
    title: 'Zikiri of the Dawn',
    languages: ['nup', 'ara'],
    recorded: '198X',
    from: '1980-01-01',
    to: '1989-12-31',
    place: { name: 'Bida', region: 'Niger State', country: 'NG' },
    occasion: 'Zikiri session',
    description: `A dawn Zikiri, sung by a leader and answered by the circle. ${DEMO_NOTE}`,
    subjects: ['Zikiri', 'devotion', 'dawn'],
    discourseType: 'singing',
    contributors: [
      { name: 'Mallam Isa Bida', role: 'singer' },
      { name: 'The Bida Zikiri circle', role: 'performer', roleDetail: 'chorus' },
    ],
  },
  {
    title: 'Proverbs of the Elders',
    languages: ['nup'],
    recorded: '1994~',
    from: '1994-01-01',
    to: '1994-12-31',
    place: { name: 'Mokwa', region: 'Niger State', country: 'NG' },
    occasion: 'Evening gathering',
    description: `Proverbs told by an elder to the young people of the compound. ${DEMO_NOTE}`,
    subjects: ['proverbs', 'advice', 'elders'],
    discourseType: 'oratory',
    contributors: [{ name: 'Mallam Isa Bida', role: 'speaker' }],
  },
  {
    title: 'How Tsoede Crossed the River',
    languages: ['nup', 'eng'],
    recorded: '2003-08',
    from: '2003-08-01',
    to: '2003-08-31',
    place: { name: 'Jebba', region: 'Kwara State', country: 'NG' },
    occasion: 'Radio broadcast',
    description: `A history as a storyteller tells it on the radio. ${DEMO_NOTE}`,
    subjects: ['history', 'Tsoede', 'the Niger'],
    discourseType: 'narrative',
    contributors: [{ name: 'Ndako Gboya', role: 'speaker', roleDetail: 'storyteller' }],
  },
];

/** Nupe lines with their tone marks, and English, both marked as demo text. */
const LAYERS: { title: string; language: string; kind: 'transcript' | 'translation'; vtt: string }[] = [
  {
    title: 'Zikiri of the Dawn',
    language: 'nup',
    kind: 'transcript',
    vtt: `WEBVTT

00:00:00.500 --> 00:00:04.000
<v Mallam Isa>Ẹ̀yàgí, ẹ̀yàgí lo (demo line)

00:00:04.000 --> 00:00:08.000
Èdù dan ye kpe (demo line)

00:00:08.000 --> 00:00:12.000
<v Circle>Ẹ̀yàgí lo, Zikiri ya (demo line)
`,
  },
  {
    title: 'Zikiri of the Dawn',
    language: 'eng',
    kind: 'translation',
    vtt: `WEBVTT

00:00:00.500 --> 00:00:04.000
Dawn, the dawn has come (illustrative translation)

00:00:04.000 --> 00:00:08.000
The road is long but we walk it (illustrative translation)

00:00:08.000 --> 00:00:12.000
The dawn has come, we remember (illustrative translation)
`,
  },
  {
    title: 'Proverbs of the Elders',
    language: 'nup',
    kind: 'transcript',
    vtt: `WEBVTT

00:00:00.500 --> 00:00:05.000
<v Mallam Isa>Èdù dan ye kpe, ẹ̀gbà ma (demo line)

00:00:05.000 --> 00:00:10.000
Nnà wun gbà, ye lo dan (demo line)
`,
  },
  {
    title: 'Proverbs of the Elders',
    language: 'eng',
    kind: 'translation',
    vtt: `WEBVTT

00:00:00.500 --> 00:00:05.000
A long road is walked one step at a time (illustrative translation)

00:00:05.000 --> 00:00:10.000
A mother's word keeps the house standing (illustrative translation)
`,
  },
];

const PROVERBS = [
  {
    text: 'Èdù dan ye kpe (demo)',
    literal: 'A long road is walked one step at a time.',
    figurative: 'Patience carries great tasks through.',
    at: [
      { title: 'Zikiri of the Dawn', start: 4, end: 8 },
      { title: 'Proverbs of the Elders', start: 0.5, end: 5 },
    ],
  },
  {
    text: 'Nnà wun gbà, ye lo dan (demo)',
    literal: "A mother's word keeps the house standing.",
    figurative: 'Those who care for us hold us together.',
    at: [{ title: 'Proverbs of the Elders', start: 5, end: 10 }],
  },
];

export async function seedArchive(db: Db, songIds: Map<string, string>, adminId: string | null): Promise<void> {
  const [collection] = await db
    .insert(collections)
    .values({ title: 'Bida and Mokwa recordings (demo)', description: DEMO_NOTE, createdBy: adminId })
    .returning({ id: collections.id });
  for (const d of DESCRIBED) {
    const songId = songIds.get(d.title);
    if (!songId) continue;
    await db.insert(songDescriptions).values({
      songId,
      languages: d.languages,
      recorded: d.recorded,
      recordedFrom: d.from,
      recordedTo: d.to,
      place: d.place,
      occasion: d.occasion,
      description: d.description,
      subjects: d.subjects,
      discourseType: d.discourseType,
      contributors: d.contributors.map((c) => ({ ...c, roleDetail: c.roleDetail ?? null })),
      rights: 'Demo recording, free to listen to.',
      collectionId: d.title === 'How Tsoede Crossed the River' ? null : (collection?.id ?? null),
      describedBy: adminId,
      searchText: foldForSearch(
        [
          d.description,
          d.occasion,
          ...d.subjects,
          d.place.name,
          d.place.region,
          ...d.contributors.map((c) => c.name),
        ].join(' '),
      ),
    });
  }
  for (const l of LAYERS) {
    const songId = songIds.get(l.title);
    if (!songId) continue;
    const cues: Cue[] = parseVtt(l.vtt);
    await db.insert(transcriptLayers).values({
      songId,
      language: l.language,
      kind: l.kind,
      status: 'reviewed',
      cues,
      searchText: searchText(cues),
      updatedBy: adminId,
    });
  }
  for (const p of PROVERBS) {
    const meanings = { eng: { literal: p.literal, figurative: p.figurative } };
    const [row] = await db
      .insert(proverbs)
      .values({
        text: p.text.normalize('NFC'),
        meanings,
        notes: DEMO_NOTE,
        searchText: foldForSearch([p.text, p.literal, p.figurative].join(' ')),
        createdBy: adminId,
      })
      .returning({ id: proverbs.id });
    for (const at of p.at) {
      const songId = songIds.get(at.title);
      if (row && songId) {
        await db
          .insert(proverbOccurrences)
          .values({ proverbId: row.id, songId, start: at.start, end: at.end, createdBy: adminId });
      }
    }
  }
}
