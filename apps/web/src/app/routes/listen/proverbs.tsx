import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ProverbListResponse } from '@nupe/shared';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { listenReads, useListenData } from '../../../features/listen/api';
import { formatTime } from '../../../features/listen/format';
import { listenPaths } from '../../../features/listen/paths';
import { player } from '../../../features/listen/player-store';
import { useDebounced } from '../../../lib/use-debounced';
import { useDocumentTitle } from '../../../lib/use-document-title';

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

/** /listen/proverbs: the proverb index, alphabetical, searchable without tone marks. */
export function ListenProverbs() {
  const { t } = useLingui();
  useDocumentTitle(t`Proverbs · Listen`);
  const [q, setQ] = useState('');
  const query = useDebounced(q.trim(), 250);
  const list = useListenData(listenReads.proverbs(query));
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <h1 className="font-display text-3xl font-bold">
        <Trans>Proverbs</Trans>
      </h1>
      <p className="mt-2 text-cloth-800">
        <Trans>
          Nupe proverbs as they are said in the recordings of the archive, with what they mean. Play each one at the
          moment it is said.
        </Trans>
      </p>
      <label className="mt-6 block">
        <span className="mb-1 block font-semibold">
          <Trans>Search proverbs</Trans>
        </span>
        <input
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder={t`A word, with or without tone marks`}
          className="block w-full rounded-lg border-2 border-sand-300 bg-white px-3.5 py-2.5"
        />
      </label>
      {list.status === 'pending' ? (
        <Skeleton className="mt-6 h-40 w-full" />
      ) : list.status === 'error' ? (
        <p className="mt-6 text-cloth-700">{list.error.message}</p>
      ) : list.data.proverbs.length === 0 ? (
        <p className="mt-6 text-cloth-700">{query ? t`No proverb matches “${query}”.` : t`No proverbs yet.`}</p>
      ) : (
        <ul className="mt-6 grid gap-3" aria-label={t`Proverbs`}>
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
                  <Plural value={p.occurrenceCount} one="# recording" other="# recordings" />
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
  const detail = useListenData(listenReads.proverb(id));
  const proverb = detail.status === 'success' ? detail.data.proverb : null;
  const { t } = useLingui();
  const text = proverb?.text;
  useDocumentTitle(text ? t`${text} · Proverbs` : t`Proverbs`);
  if (detail.status === 'pending') return <Skeleton className="mx-auto mt-10 h-60 max-w-3xl" />;
  if (!proverb) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="font-display text-2xl font-bold">
          <Trans>Proverb not found</Trans>
        </h1>
        <Link to={listenPaths.proverbs} className="mt-3 inline-block font-semibold underline underline-offset-4">
          <Trans>All proverbs</Trans>
        </Link>
      </div>
    );
  }
  return (
    <article className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <Link to={listenPaths.proverbs} className="text-sm font-semibold underline underline-offset-4">
        <Trans>Proverbs</Trans>
      </Link>
      <h1 className="mt-2 font-display text-3xl font-bold break-words" lang="nup">
        {proverb.text}
      </h1>
      <dl className="mt-4 grid gap-3">
        {Object.entries(proverb.meanings).map(([lang, { literal, figurative }]) => (
          <div key={lang} className="rounded-xl bg-sand-50 p-3">
            <dt className="text-sm font-semibold text-cloth-700">{lang === 'eng' ? t`In English` : lang}</dt>
            <dd>
              {literal ? (
                <span className="block">
                  <Trans>Literally: “{literal}”</Trans>
                </span>
              ) : null}
              {figurative ? (
                <span className="block">
                  <Trans>Meaning: {figurative}</Trans>
                </span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
      {proverb.notes ? <p className="mt-4 text-cloth-800">{proverb.notes}</p> : null}
      <h2 className="mt-8 font-display text-xl font-bold">
        <Trans>Said in</Trans>
      </h2>
      {proverb.occurrences.length === 0 ? (
        <p className="mt-2 text-cloth-700">
          <Trans>No recording you can hear yet.</Trans>
        </p>
      ) : (
        <ul className="mt-3 grid gap-2" aria-label={t`Recordings`}>
          {proverb.occurrences.map((o) => {
            const time = formatTime(o.start);
            const title = o.song.title;
            return (
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
                    {o.song.artist} · <Trans>at {time}</Trans>
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
                  <Trans>
                    Play from {time}
                    <span className="sr-only"> in {title}</span>
                  </Trans>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </article>
  );
}
