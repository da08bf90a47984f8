import { Trans, useLingui } from '@lingui/react/macro';
import { parseMoment, type Section, type Song } from '@nupe/shared';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { SongCover } from '../../../components/ui/cover';
import { paths } from '../../../config/paths';
import { initialDataSaver } from '../../../features/listen/data-saver';
import { listenPaths } from '../../../features/listen/paths';
import { startPublicSiteRead, usePublicSiteNow } from '../../../features/site/api/get-public-site';
import { appOffer } from '../../../features/site/lib/app-offer';
import { useMobilePlatform } from '../../../features/site/lib/use-mobile-platform';
import { useOpenInApp } from '../../../features/site/lib/use-open-in-app';
import { usePublicSongNow } from '../../../features/songs/api/get-public-song';
import { CompactPlayer } from '../../../features/songs/components/compact-player';
import { ApiError } from '../../../lib/api-client';
import { genreName } from '../../../lib/genre-names';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePublicGet } from '../../../lib/use-public-get';

const SITE = 'Nupe Music';

/*
 * What comes after the song's heading and player: drawn by the server like the rest, taken over
 * by React once its own scripts are here, so none of it is among the page's first scripts (the
 * public pages' budget). Each sits in its own Suspense boundary: the server's drawing stays
 * meanwhile, and a click on it before then is replayed when it is taken over.
 */
const SongNotes = lazy(() => import('./song-notes').then((m) => ({ default: m.SongNotes })));
const MomentActions = lazy(() =>
  import('../../../features/listen/moments/moment-actions').then((m) => ({ default: m.MomentActions })),
);
const CiteRecording = lazy(() =>
  import('../../../features/songs/components/cite-recording').then((m) => ({ default: m.CiteRecording })),
);
const StoreButtons = lazy(() =>
  import('../../../features/site/components/store-buttons').then((m) => ({ default: m.StoreButtons })),
);

function formatDuration(seconds: number | null): string | null {
  if (seconds === null || !Number.isFinite(seconds) || seconds <= 0) return null;
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** The song page's own tab title, the same one the server renders into the HTML. */
function useSongTitle(song: Song | null) {
  useEffect(() => {
    if (song) document.title = `${song.title} — ${song.artist} | ${SITE}`;
  }, [song]);
}

/**
 * The shareable song page: the song's cover, title and artist, a small player that plays it
 * in place, links to its album and artist, and "Listen in the app" (the listener app). On a
 * phone whose store listing is configured it tries to open the song in the app and then goes
 * to the store; on a desktop it stays and offers the store buttons. Without a listing it
 * promises no app: the web app takes the store's place. The server already answered 404 and
 * rendered the Open Graph tags for this address.
 *
 * The page is drawn once the song and the site settings are both here (the public frame's
 * Suspense boundary waits meanwhile, its footer with it): a skeleton of a guessed height
 * swapped for the song's details, then the store text, moved the player and the buttons on a
 * phone, a layout shift of 0.14 on every load.
 */
export function SongPage() {
  const { id = '' } = useParams();
  // A shared moment (`?t=83`): the player opens there.
  const [params] = useSearchParams();
  const startAt = parseMoment(params.get('t'));
  startPublicSiteRead(); // beside the song's read, not after it
  const result = usePublicSongNow(id);
  const site = usePublicSiteNow();
  const platform = useMobilePlatform();
  // The listener's Data Saver choice from the listener app (same browser), read once.
  const [dataSaver] = useState(() => initialDataSaver());

  const song = result.status === 'success' ? result.data : null;
  const sectionsRead = usePublicGet<Section[]>(`/songs/${encodeURIComponent(id)}/sections`, { signed: true });
  const sections = sectionsRead.status === 'success' ? sectionsRead.data : [];
  const siteData = site.status === 'success' ? site.data : null;
  const { storeUrl, anyListing } = appOffer(platform, siteData?.appStoreUrls ?? null);
  const webUrl = listenPaths.song(id);

  useOpenInApp({
    enabled: song !== null && storeUrl !== null,
    platform,
    appScheme: siteData?.appScheme ?? null,
    path: `song/${id}`,
    fallbackUrl: storeUrl,
  });
  useSongTitle(song);

  if (result.status === 'error') {
    const missing = result.error instanceof ApiError && [400, 404].includes(result.error.status);
    return missing ? <SongNotFound /> : <SongLoadFailed message={result.error.message} />;
  }
  const shown = result.data;

  return (
    <section aria-labelledby="song-title" className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-16">
      <div className="flex flex-col items-center gap-8 text-center sm:flex-row sm:items-center sm:gap-10 sm:text-left">
        <SongCover song={shown} priority sizes="(min-width: 640px) 288px, 240px" className="w-60 sm:w-72" />
        {/* Full width on a phone (a column, centred), not its text's: a first paint of a half-read
            page drew it narrower, and the rest of the page arriving widened it (a shift of 0.027). */}
        <div className="w-full min-w-0 flex-1">
          <SongDetails song={shown} />
          <CompactPlayer song={shown} dataSaver={dataSaver} sections={sections} startAt={startAt}>
            {(seconds) => (
              <Suspense fallback={null}>
                <MomentActions song={shown} seconds={seconds} />
              </Suspense>
            )}
          </CompactPlayer>
          <Suspense fallback={null}>
            <CiteRecording songId={shown.id} />
          </Suspense>
          {/* A full page load, not a client-side link: /listen is its own installable app
              (its manifest and service worker come with its page). */}
          <a href={webUrl} className={buttonClasses('secondary', 'lg', 'mt-6')}>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
              <path d="M8 5.5v13a1 1 0 0 0 1.5.9l10.2-6.5a1 1 0 0 0 0-1.7L9.5 4.6A1 1 0 0 0 8 5.5Z" />
            </svg>
            <Trans>Listen in the app</Trans>
          </a>
          <div className="mt-8">
            {storeUrl ? (
              <p role="status" className="text-lg text-cloth-800">
                <span className="block font-semibold text-cloth-900">
                  <Trans>Opening song in the app…</Trans>
                </span>
                <Trans>
                  Don’t have it yet?{' '}
                  <a href={storeUrl} className="font-semibold text-cloth-700 underline underline-offset-4">
                    download the app here!
                  </a>
                </Trans>
              </p>
            ) : !platform && anyListing ? (
              <p className="text-lg text-cloth-800">
                <Trans>
                  Play it in the Nupe Music app on your phone. Don’t have it yet?{' '}
                  <a href="#get-the-app" className="font-semibold text-cloth-700 underline underline-offset-4">
                    download the app here!
                  </a>
                </Trans>
              </p>
            ) : null}
          </div>
        </div>
      </div>
      {siteData ? (
        <div
          id="get-the-app"
          className="mt-12 flex flex-col items-center gap-4 rounded-3xl border border-sand-200 bg-sand-100 p-6 sm:flex-row sm:justify-between sm:p-8"
        >
          <h2 className="text-xl font-bold">
            <Trans>Get the Nupe Music app</Trans>
          </h2>
          <Suspense fallback={null}>
            <StoreButtons
              ios={siteData.appStoreUrls.ios}
              android={siteData.appStoreUrls.android}
              web={webUrl}
              className="justify-center"
            />
          </Suspense>
        </div>
      ) : null}
    </section>
  );
}

function SongDetails({ song }: { song: Song }) {
  const duration = formatDuration(song.durationSeconds);
  const album = song.album;
  const albumTitle = album?.title;
  return (
    <>
      <p className="mb-2 text-sm font-bold tracking-widest text-brass-700 uppercase">{genreName(song.genre)}</p>
      <h1 id="song-title" className="mb-2 text-3xl font-bold break-words sm:text-4xl">
        {song.title}
      </h1>
      <p className="text-xl text-cloth-800">
        {/* Full page loads: /listen is its own installable app. */}
        {song.artistId ? (
          <a href={listenPaths.artist(song.artistId)} className="underline-offset-4 hover:underline">
            {song.artist}
          </a>
        ) : (
          song.artist
        )}
      </p>
      {song.album || duration ? (
        <p className="mt-2 text-cloth-700">
          {album ? (
            <Trans>
              From the album{' '}
              <a
                href={listenPaths.album(album.id)}
                className="font-semibold text-cloth-700 underline underline-offset-4"
              >
                {albumTitle}
              </a>
            </Trans>
          ) : null}
          {song.album && duration ? ' · ' : null}
          {duration}
        </p>
      ) : null}
      <Suspense fallback={null}>
        <SongNotes song={song} />
      </Suspense>
    </>
  );
}

function SongNotFound() {
  const { t } = useLingui();
  useDocumentTitle(t`Song not found`);
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <p className="mb-3 text-sm font-bold tracking-widest text-brass-700 uppercase">404</p>
      <h1 className="mb-4 text-3xl font-bold sm:text-4xl">
        <Trans>Song not found</Trans>
      </h1>
      <p className="mb-8 text-lg text-cloth-800">
        <Trans>
          This song is not in the archive, or it is not available to the public. The link may be mistyped, or the song
          may have been taken down.
        </Trans>
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={paths.home} className={buttonClasses('secondary')}>
          <Trans>Go to the home page</Trans>
        </Link>
        <Link to={paths.contact} className={buttonClasses('outline')}>
          <Trans>Contact us</Trans>
        </Link>
      </div>
    </section>
  );
}

function SongLoadFailed({ message }: { message: string }) {
  const { t } = useLingui();
  useDocumentTitle(t`Song`);
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <h1 className="mb-4 text-3xl font-bold sm:text-4xl">
        <Trans>We could not load this song</Trans>
      </h1>
      <p role="alert" className="mb-8 text-lg text-cloth-800">
        {message}
      </p>
      <button type="button" className={buttonClasses('secondary')} onClick={() => window.location.reload()}>
        <Trans>Try again</Trans>
      </button>
    </section>
  );
}
