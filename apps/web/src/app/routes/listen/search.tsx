import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { GENRES } from '@nupe/shared';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigationType, useSearchParams } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { type SearchResults, useSearch } from '../../../features/listen/api';
import { AlbumCard } from '../../../features/listen/components/album-card';
import { SearchIcon } from '../../../features/listen/components/nav-icons';
import { SongRow } from '../../../features/listen/components/song-card';
import { listenPaths } from '../../../features/listen/paths';
import { genreName } from '../../../lib/genre-names';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** The genres to browse while the box is empty. */
function Genres() {
  return (
    <section aria-labelledby="browse-genres" className="mt-8">
      <h2 id="browse-genres" className="font-display text-xl font-bold">
        <Trans>Browse genres</Trans>
      </h2>
      <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        <Link to={listenPaths.archive} className="font-semibold underline underline-offset-4">
          <Trans>Browse the archive by language, decade and place</Trans>
        </Link>
        <Link to={listenPaths.proverbs} className="font-semibold underline underline-offset-4">
          <Trans>Proverbs of the archive, and where they are said</Trans>
        </Link>
      </p>
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {GENRES.map((genre, i) => (
          <li key={genre}>
            <Link
              to={listenPaths.genre(genre)}
              className={`flex min-h-20 items-end rounded-2xl p-4 font-display text-lg font-bold shadow-card hover:brightness-110 ${
                i % 3 === 0
                  ? 'cloth-weave text-white'
                  : i % 3 === 1
                    ? 'bg-brass-400 text-cloth-950'
                    : 'bg-cloth-700 text-white'
              }`}
            >
              {genreName(genre)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Results({ data }: { data: SearchResults }) {
  const { t } = useLingui();
  const { query: q, songs, songTotal, artists, albums } = data;
  const shown = songs.length;
  if (songs.length === 0 && artists.length === 0 && albums.length === 0) {
    return (
      <div className="mt-8 rounded-2xl bg-white p-6 text-center shadow-card">
        <p className="font-semibold">
          <Trans>Nothing found for “{q}”.</Trans>
        </p>
        <p className="mt-1 text-cloth-700">
          <Trans>Try another spelling, a shorter word, or browse a genre.</Trans>
        </p>
      </div>
    );
  }
  return (
    <>
      {artists.length > 0 ? (
        <section aria-labelledby="found-artists" className="mt-8">
          <h2 id="found-artists" className="font-display text-xl font-bold">
            <Trans>Artists</Trans>
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {artists.map((a) => (
              <li key={a.id}>
                <Link
                  to={listenPaths.artist(a.id)}
                  className="flex min-h-11 items-center gap-2 rounded-full bg-white py-1 pr-4 pl-1 font-semibold shadow-card hover:bg-sand-100"
                >
                  {a.avatarUrl ? (
                    <img src={a.avatarUrl} alt="" width={36} height={36} className="size-9 rounded-full object-cover" />
                  ) : (
                    <span
                      aria-hidden="true"
                      className="flex size-9 items-center justify-center rounded-full bg-cloth-900 text-sm text-brass-300"
                    >
                      {a.displayName.slice(0, 1).toUpperCase()}
                    </span>
                  )}
                  {a.displayName}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {songs.length > 0 ? (
        <section aria-labelledby="found-songs" className="mt-8">
          <h2 id="found-songs" className="font-display text-xl font-bold">
            <Trans>Songs</Trans>{' '}
            <span className="font-sans text-base font-normal text-cloth-700">
              {songTotal > shown ? t`(first ${shown} of ${songTotal})` : `(${songTotal})`}
            </span>
          </h2>
          <ul className="mt-3 space-y-1">
            {songs.map((song, i) => (
              <SongRow key={song.id} songs={songs} index={i} />
            ))}
          </ul>
        </section>
      ) : null}
      {albums.length > 0 ? (
        <section aria-labelledby="found-albums" className="mt-8">
          <h2 id="found-albums" className="font-display text-xl font-bold">
            <Trans>Albums</Trans>
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-4">
            {albums.map((album) => (
              <AlbumCard key={album.id} album={album} />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/** "3 songs, 1 artist and 0 albums found", for screen readers as results come. */
function FoundCount({ data }: { data: SearchResults }) {
  const { t } = useLingui();
  const songs = data.songTotal;
  const artists = data.artists.length;
  const albums = data.albums.length;
  return t`${plural(songs, { one: '# song', other: '# songs' })}, ${plural(artists, { one: '# artist', other: '# artists' })} and ${plural(albums, { one: '# album', other: '# albums' })} found`;
}

/**
 * /listen/search: titles, credits and album titles as you type. The query lives in the
 * address (?q=), so back, refresh and a shared link keep it.
 */
export function ListenSearch() {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const q = params.get('q') ?? '';
  const { t } = useLingui();
  useDocumentTitle(q ? t`${q} · Search · Listen` : t`Search · Listen`);
  const result = useSearch(text);

  // A navigation to another search (the Search tab, back or forward) sets the box. The box's
  // own writes replace the address and may arrive a keystroke late: they never set it back.
  const { key } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'REPLACE') setText(q);
  }, [key]);

  const onChange = (value: string) => {
    setText(value);
    setParams(value.trim() ? { q: value } : {}, { replace: true });
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6">
      <h1 className="font-display text-3xl font-bold">
        <Trans>Search</Trans>
      </h1>
      <search className="mt-4 block">
        <label htmlFor="listen-search" className="font-semibold">
          <Trans>Search songs, artists and albums</Trans>
        </label>
        <div className="relative mt-2">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-cloth-700" />
          <input
            id="listen-search"
            type="search"
            value={text}
            onChange={(e) => onChange(e.target.value)}
            placeholder={t`Title, artist, album or words said`}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
            className="min-h-13 w-full rounded-full border-2 border-sand-300 bg-white pr-4 pl-12 text-lg placeholder:text-cloth-500 focus:border-cloth-700"
          />
        </div>
      </search>
      <p role="status" className="sr-only">
        {result.status === 'success' ? <FoundCount data={result.data} /> : ''}
      </p>
      <div aria-busy={result.status === 'pending'}>
        {result.status === 'idle' ? <Genres /> : null}
        {result.status === 'pending' ? (
          <div className="mt-8 space-y-3">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : null}
        {result.status === 'error' ? (
          <p role="alert" className="mt-8 text-cloth-700">
            {result.error.message}
          </p>
        ) : null}
        {result.status === 'success' ? <Results data={result.data} /> : null}
      </div>
    </div>
  );
}
