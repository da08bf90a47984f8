import type { ProverbDetail, ProverbListResponse } from '@nupe/shared';
import { countOf } from '@nupe/shared';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatTime } from '../../../features/listen/format';
import { listenPaths } from '../../../features/listen/paths';
import { player } from '../../../features/listen/player-store';
import { useDebounced } from '../../../lib/use-debounced';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePublicGet } from '../../../lib/use-public-get';

type Proverb = ProverbListResponse['proverbs'][number];

function Meanings({ proverb }: { proverb: Proverb }) {
  const eng = proverb.meanings.eng;
  if (!eng) return null;
  return (
    <>
      {eng.literal ? <span className="block text-cloth-800">“{eng.literal}”</span> : null}
      {eng.figurative ? <span className="block text-sm text-cloth-700">{eng.figurative}</span> : null}
    </>
  );
}

/** /listen/proverbs: the proverb index, alphabetical, searchable without tone marks (#14). */
export function ListenProverbs() {
  useDocumentTitle('Proverbs · Listen');
  const [q, setQ] = useState('');
  const query = useDebounced(q.trim(), 250);
  const list = usePublicGet<ProverbListResponse>(
    `/proverbs?limit=100${query ? `&q=${encodeURIComponent(query)}` : ''}`,
    { signed: true },
  );
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <h1 className="font-display text-3xl font-bold">Proverbs</h1>
      <p className="mt-2 text-cloth-800">
        Nupe proverbs as they are said in the recordings of the archive, with what they mean. Play each one at the
        moment it is said.
      </p>
      <label className="mt-6 block">
        <span className="mb-1 block font-semibold">Search proverbs</span>
        <input
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder="A word, with or without tone marks"
          className="block w-full rounded-lg border-2 border-sand-300 bg-white px-3.5 py-2.5"
        />
      </label>
      {list.status === 'pending' ? (
        <Skeleton className="mt-6 h-40 w-full" />
      ) : list.status === 'error' ? (
        <p className="mt-6 text-cloth-700">{list.error.message}</p>
      ) : list.data.proverbs.length === 0 ? (
        <p className="mt-6 text-cloth-700">{query ? `No proverb matches “${query}”.` : 'No proverbs yet.'}</p>
      ) : (
        <ul className="mt-6 grid gap-3" aria-label="Proverbs">
          {list.data.proverbs.map((p) => (
            <li key={p.id}>
              <Link
                to={listenPaths.proverb(p.id)}
                className="block rounded-2xl bg-white p-4 shadow-card hover:bg-sand-50"
              >
                <span className="block font-display text-lg font-bold text-cloth-950" lang="nup">
                  {p.text}
                </span>
                <Meanings proverb={p} />
                <span className="mt-1 block text-sm font-semibold text-brass-700">
                  {countOf(p.occurrenceCount, 'recording')}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** /listen/proverbs/:id: a proverb, its meanings, and every recording it is said in. */
export function ListenProverb() {
  const { id = '' } = useParams();
  const detail = usePublicGet<ProverbDetail>(`/proverbs/${encodeURIComponent(id)}`, { signed: true });
  const proverb = detail.status === 'success' ? detail.data.proverb : null;
  useDocumentTitle(proverb ? `${proverb.text} · Proverbs` : 'Proverbs');
  if (detail.status === 'pending') return <Skeleton className="mx-auto mt-10 h-60 max-w-3xl" />;
  if (!proverb) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="font-display text-2xl font-bold">Proverb not found</h1>
        <Link to={listenPaths.proverbs} className="mt-3 inline-block font-semibold underline underline-offset-4">
          All proverbs
        </Link>
      </div>
    );
  }
  return (
    <article className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <Link to={listenPaths.proverbs} className="text-sm font-semibold underline underline-offset-4">
        Proverbs
      </Link>
      <h1 className="mt-2 font-display text-3xl font-bold break-words" lang="nup">
        {proverb.text}
      </h1>
      <dl className="mt-4 grid gap-3">
        {Object.entries(proverb.meanings).map(([lang, m]) => (
          <div key={lang} className="rounded-xl bg-sand-50 p-3">
            <dt className="text-sm font-semibold text-cloth-700">{lang === 'eng' ? 'In English' : lang}</dt>
            <dd>
              {m.literal ? <span className="block">Literally: “{m.literal}”</span> : null}
              {m.figurative ? <span className="block">Meaning: {m.figurative}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
      {proverb.notes ? <p className="mt-4 text-cloth-800">{proverb.notes}</p> : null}
      <h2 className="mt-8 font-display text-xl font-bold">Said in</h2>
      {proverb.occurrences.length === 0 ? (
        <p className="mt-2 text-cloth-700">No recording you can hear yet.</p>
      ) : (
        <ul className="mt-3 grid gap-2" aria-label="Recordings">
          {proverb.occurrences.map((o) => (
            <li
              key={`${o.song.id}-${o.start}`}
              className="flex min-w-0 flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-3 shadow-card"
            >
              <span className="min-w-0">
                <Link
                  to={listenPaths.song(o.song.id)}
                  className="block truncate font-semibold underline-offset-4 hover:underline"
                >
                  {o.song.title}
                </Link>
                <span className="block text-sm text-cloth-700">
                  {o.song.artist} · at {formatTime(o.start)}
                </span>
              </span>
              <button
                type="button"
                onClick={() => {
                  player.playQueue([o.song], 0);
                  player.seek(o.start);
                }}
                className="rounded-full bg-brass-400 px-4 py-2 font-semibold text-cloth-950 hover:bg-brass-300"
              >
                Play from {formatTime(o.start)}
                <span className="sr-only"> in {o.song.title}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
