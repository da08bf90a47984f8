import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SongListResponse } from '@nupe/shared';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { SongCover } from '../../../components/ui/cover';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { listenPaths } from '../../../features/listen/paths';
import { StatsStrip } from '../../../features/public-stats/components/stats-strip';
import { usePublicSite } from '../../../features/site/api/get-public-site';
import { StoreButtons } from '../../../features/site/components/store-buttons';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePublicGet } from '../../../lib/use-public-get';

type HomePlayerModule = typeof import('./home-player');
const loadPlayer = () => import('./home-player');
const HomeMiniPlayer = lazy(() => loadPlayer().then((m) => ({ default: m.MiniPlayer })));

type Feature = { title: MessageDescriptor; body: MessageDescriptor; accent: string; icon: ReactNode };

const iconProps = {
  viewBox: '0 0 24 24',
  className: 'size-7',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const FEATURES: Feature[] = [
  {
    title: msg`Songs & Zikiri`,
    body: msg`Songs of Nupeland and the devotional Zikiri chants, gathered in one place to stream, save and share.`,
    accent: 'border-coral-500 text-coral-700 bg-coral-100',
    icon: (
      <svg aria-hidden="true" {...iconProps}>
        <path d="M9 18V5l12-2v13" />
        <circle cx="6" cy="18" r="3" />
        <circle cx="18" cy="16" r="3" />
      </svg>
    ),
  },
  {
    title: msg`Proverbs & Preachings`,
    body: msg`Spoken wisdom: Nupe proverbs, preachings and gospels, kept in the voices of the people who carry them.`,
    accent: 'border-bead-500 text-bead-700 bg-bead-100',
    icon: (
      <svg aria-hidden="true" {...iconProps}>
        <path d="M21 12a8 8 0 0 1-11.6 7.1L4 21l1.9-5.4A8 8 0 1 1 21 12z" />
        <path d="M8.5 11h7M8.5 14h4" />
      </svg>
    ),
  },
  {
    title: msg`Histories/Tsankan/DJ`,
    body: msg`Oral histories of Nupe towns and families, the Tsankan rhythms, and DJ mixes that carry the sound forward.`,
    accent: 'border-brass-400 text-brass-700 bg-amber-100',
    icon: (
      <svg aria-hidden="true" {...iconProps}>
        <circle cx="12" cy="12" r="9" />
        <circle cx="12" cy="12" r="3" />
        <path d="M12 3v3M21 12h-3" />
      </svg>
    ),
  },
];

/** The default hero text; admins may replace it in the site settings (/admin/settings). */
const DEFAULT_HERO_TEXT = msg`Nupe Music is a streaming platform for the Nupe people of Nigeria and everyone who loves their sound: songs and Zikiri, proverbs, preachings, histories, gospels, Tsankan rhythms and DJ mixes, kept safe for the generations to come.`;

function Hero() {
  const { i18n } = useLingui();
  const site = usePublicSite();
  // An admin's own text is shown as they wrote it, in the reader's language where they wrote one
  // (else in the language it falls back to, marked with its `lang`); the default is translated.
  const own = site.status === 'success' && site.data.heroText ? site.data : null;
  const heroText = own?.heroText || i18n._(DEFAULT_HERO_TEXT);
  const heroLang = own?.textLang.heroText && own.textLang.heroText !== i18n.locale ? own.textLang.heroText : undefined;
  return (
    <section className="cloth-weave text-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[3fr_2fr]">
        <div>
          <p className="mb-4 text-sm font-bold tracking-widest text-brass-300 uppercase">
            <Trans>Stream · Preserve · Share</Trans>
          </p>
          <h1 className="mb-5 text-3xl font-bold text-white sm:text-4xl">
            <Trans>The living archive of Nupe music and oral culture</Trans>
          </h1>
          <p lang={heroLang} className="mb-8 max-w-xl text-lg text-cloth-100">
            {heroText}
          </p>
          <div className="flex flex-wrap gap-3">
            <Link to={paths.listen} className={buttonClasses('primary', 'lg')}>
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
                <path d="M8 5.5v13a1 1 0 0 0 1.5.9l10.2-6.5a1 1 0 0 0 0-1.7L9.5 4.6A1 1 0 0 0 8 5.5Z" />
              </svg>
              <Trans>Start listening</Trans>
            </Link>
            <Link to={paths.apply} className={buttonClasses('onDark', 'lg')}>
              <Trans>Share your music</Trans>
            </Link>
          </div>
        </div>
        <HeroBeads />
      </div>
    </section>
  );
}

/** A strand of Bida glass beads around a brass disc, drawn in CSS colours (no image download). */
function HeroBeads() {
  const beads = ['#d6482f', '#dbb053', '#2e9e64', '#f0b43a', '#8d95d0'];
  const count = 20;
  return (
    <div aria-hidden="true" className="mx-auto hidden w-full max-w-xs lg:block">
      <svg aria-hidden="true" viewBox="0 0 200 200" className="w-full">
        <circle cx="100" cy="100" r="52" fill="#c7963a" />
        <circle cx="100" cy="100" r="40" fill="none" stroke="#7d5816" strokeWidth="2" strokeDasharray="3 5" />
        <circle cx="100" cy="100" r="18" fill="#1a1e4a" />
        <circle cx="100" cy="100" r="6" fill="#d6482f" />
        {Array.from({ length: count }, (_, i) => {
          const angle = (i / count) * Math.PI * 2;
          return (
            <circle
              key={i}
              cx={100 + Math.cos(angle) * 82}
              cy={100 + Math.sin(angle) * 82}
              r="9"
              fill={beads[i % beads.length]}
            />
          );
        })}
      </svg>
    </div>
  );
}

/** How many of the newest songs the home page shows. */
const NEW_RELEASES = 6;
const COVER_SIZES = '(min-width: 1024px) 176px, (min-width: 640px) 30vw, 45vw';
const playIcon = (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
    <path d="M8 5.5v13a1 1 0 0 0 1.5.9l10.2-6.5a1 1 0 0 0 0-1.7L9.5 4.6A1 1 0 0 0 8 5.5Z" />
  </svg>
);
const playButtonClass =
  'absolute right-2 bottom-2 flex size-11 items-center justify-center rounded-full bg-brass-400 text-cloth-950 shadow-card hover:bg-brass-300';

/**
 * The newest published songs (GET /api/songs, newest first), playable in place: the first
 * Play loads the listener app's player (its own chunk) and starts the list from that song;
 * from then on the buttons are the player's own (Pause while playing) and its mini player
 * stays at the bottom of the page. Each title opens the song in the listener app.
 */
function NewReleases() {
  const { t } = useLingui();
  const list = usePublicGet<SongListResponse>(`/songs?limit=${NEW_RELEASES}`);
  const [loaded, setLoaded] = useState<HomePlayerModule | null>(null);
  // The mini player is fixed to the bottom: keep the end of the page (the footer) above it.
  useEffect(() => {
    if (!loaded) return;
    document.body.style.paddingBottom = '6rem';
    return () => {
      document.body.style.paddingBottom = '';
    };
  }, [loaded]);
  if (list.status === 'error' || (list.status === 'success' && list.data.songs.length === 0)) return null;
  const songs = list.status === 'success' ? list.data.songs : null;

  const play = (index: number) => {
    if (!songs) return;
    void loadPlayer().then((m) => {
      m.player.playQueue(songs, index);
      setLoaded(m);
    });
  };

  return (
    <section aria-labelledby="new-releases-heading" className="mx-auto max-w-6xl px-4 pt-14 sm:px-6">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <div>
          <h2 id="new-releases-heading" className="mb-1 text-2xl font-bold sm:text-3xl">
            <Trans>New releases</Trans>
          </h2>
          <p className="text-cloth-800">
            <Trans>The latest recordings on Nupe Music. Press play to listen now.</Trans>
          </p>
        </div>
        <Link
          to={paths.listen}
          className="inline-flex min-h-11 items-center font-semibold text-cloth-700 underline underline-offset-4 hover:text-cloth-500"
        >
          <Trans>See all music</Trans>
        </Link>
      </div>
      <ul aria-label={t`New releases`} className="grid grid-cols-2 gap-x-4 gap-y-6 sm:grid-cols-3 lg:grid-cols-6">
        {songs
          ? songs.map((song, index) => {
              const title = song.title;
              return (
                <li key={song.id} className="min-w-0">
                  <div className="relative">
                    <SongCover song={song} sizes={COVER_SIZES} className="w-full rounded-2xl shadow-card" />
                    {loaded ? (
                      <loaded.PlayButton songs={songs} index={index} className="absolute right-2 bottom-2" />
                    ) : (
                      <button
                        type="button"
                        aria-label={t`Play ${title}`}
                        className={playButtonClass}
                        onClick={() => play(index)}
                      >
                        {playIcon}
                      </button>
                    )}
                  </div>
                  <Link
                    to={listenPaths.song(song.id)}
                    className="mt-3 block truncate font-semibold text-cloth-900 no-underline hover:underline"
                  >
                    {song.title}
                  </Link>
                  <p className="truncate text-sm text-cloth-700">{song.artist}</p>
                </li>
              );
            })
          : Array.from({ length: NEW_RELEASES }, (_, i) => (
              <li key={i} aria-hidden="true">
                <Skeleton className="aspect-square w-full rounded-2xl" />
                <Skeleton className="mt-3 h-5 w-3/4" />
                <Skeleton className="mt-1.5 h-4 w-1/2" />
              </li>
            ))}
      </ul>
      {loaded ? (
        <div className="fixed inset-x-0 bottom-0 z-30">
          <Suspense fallback={null}>
            <HomeMiniPlayer />
          </Suspense>
        </div>
      ) : null}
    </section>
  );
}

function Features() {
  const { i18n } = useLingui();
  return (
    <section id="features" aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h2 id="features-heading" className="mb-3 text-2xl font-bold sm:text-3xl">
        <Trans>What you will find</Trans>
      </h2>
      <p className="mb-10 max-w-2xl text-lg text-cloth-800">
        <Trans>
          Every recording is filed under the genres Nupe people use themselves, so a praise song, a proverb and a
          Tsankan rhythm each have their place.
        </Trans>
      </p>
      <ul className="grid gap-6 md:grid-cols-3">
        {FEATURES.map((f) => (
          <li key={f.title.id} className="rounded-2xl border border-sand-200 bg-white p-6 shadow-card">
            <span className={`mb-5 inline-flex size-14 items-center justify-center rounded-full border-2 ${f.accent}`}>
              {f.icon}
            </span>
            <h3 className="mb-2 text-xl font-bold">{i18n._(f.title)}</h3>
            <p className="text-cloth-800">{i18n._(f.body)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The app: the store listings that are configured, and the web app (/listen) where
 * a platform has none, so the section always leads somewhere to listen.
 */
function Download() {
  const site = usePublicSite();
  const urls = site.status === 'success' ? site.data.appStoreUrls : null;
  if (!urls) return null;
  const stores = Boolean(urls.ios || urls.android);
  return (
    <section id="download" aria-labelledby="download-heading" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
      <div className="flex flex-col gap-6 rounded-3xl border border-sand-200 bg-sand-100 p-8 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="download-heading" className="mb-2 text-2xl font-bold">
            <Trans>Take Nupe Music with you</Trans>
          </h2>
          <p className="max-w-lg text-cloth-800">
            {stores ? (
              <Trans>Get the mobile app to listen on your phone and share songs.</Trans>
            ) : (
              <Trans>
                Listen in your browser on any phone or computer, add it to your home screen, and save songs to play
                offline.
              </Trans>
            )}
          </p>
          {stores ? (
            <p className="mt-2 max-w-lg text-cloth-800">
              <Trans>
                Or{' '}
                <a href={listenPaths.home} className="font-semibold text-cloth-700 underline underline-offset-4">
                  listen in your browser
                </a>
                , no download needed.
              </Trans>
            </p>
          ) : null}
        </div>
        <StoreButtons ios={urls.ios} android={urls.android} web={listenPaths.home} />
      </div>
    </section>
  );
}

function ForArtists() {
  return (
    <section aria-labelledby="artists-heading" className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
      <div className="grid gap-6 rounded-3xl bg-cloth-900 p-8 text-white sm:p-10 md:grid-cols-[2fr_1fr] md:items-center">
        <div>
          <h2 id="artists-heading" className="mb-2 text-2xl font-bold text-white">
            <Trans>Are you a Nupe artist, singer or storyteller?</Trans>
          </h2>
          <p className="text-cloth-100">
            <Trans>
              Apply for an artist account to upload your recordings, build albums and see how your music is heard. Our
              team reviews each application and each upload before it is published.
            </Trans>
          </p>
        </div>
        <div className="md:text-right">
          <Link to={paths.apply} className={buttonClasses('primary', 'lg')}>
            <Trans>Apply as an artist</Trans>
          </Link>
        </div>
      </div>
    </section>
  );
}

export function HomePage() {
  useDocumentTitle(null);
  return (
    <>
      <Hero />
      <div className="-mt-8 sm:-mt-10">
        <StatsStrip />
      </div>
      <NewReleases />
      <Features />
      <Download />
      <ForArtists />
    </>
  );
}
