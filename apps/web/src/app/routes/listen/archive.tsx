import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { languageName } from '../../../components/ui/archive-details';
import { cn } from '../../../components/ui/cn';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { listenReads, useListenData } from '../../../features/listen/api';
import { PodcastLink } from '../../../features/listen/components/podcast-link';
import { SongRow } from '../../../features/listen/components/song-card';
import { currentLocale } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';

const FACETS = [
  ['language', 'languages', msg`Language`],
  ['decade', 'decades', msg`Recorded in`],
  ['place', 'places', msg`Place`],
  ['occasion', 'occasions', msg`Occasion`],
  ['collection', 'collections', msg`Collection`],
] as const;

/**
 * /listen/archive: browse the archive by language, decade, place, occasion and collection, each
 * choice with the number of items it holds. Choices live in the address, so a filtered
 * view can be shared.
 */
export function ListenArchive() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Archive · Listen`);
  const locale = currentLocale();
  const language = (code: string) => (code === 'nup' ? t`Nupe` : languageName(code, locale));
  const [params, setParams] = useSearchParams();
  const facets = useListenData(listenReads.archiveFacets());
  const chosen = FACETS.flatMap(([param]) => (params.get(param) ? [[param, params.get(param) as string]] : []));
  const query = new URLSearchParams([...chosen, ['limit', '50']]).toString();
  const songs = useListenData(listenReads.songList(query));
  // A chosen collection is the collection's page: it may be followed as a podcast.
  const collection = params.get('collection');

  const toggle = (param: string, value: string) => {
    const next = new URLSearchParams(params);
    if (next.get(param) === value) next.delete(param);
    else next.set(param, value);
    setParams(next, { replace: true });
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-10">
      <h1 className="font-display text-3xl font-bold">
        <Trans>Archive</Trans>
      </h1>
      <p className="mt-2 max-w-2xl text-cloth-800">
        <Trans>
          Every recording described as an archive keeps it: in which language, when, where and on what occasion. Choose
          to narrow; choose again to undo.
        </Trans>
      </p>
      {collection ? <PodcastLink href={paths.feeds.collection(collection)} /> : null}
      {facets.status === 'pending' ? (
        <Skeleton className="mt-6 h-32 w-full" />
      ) : facets.status === 'error' ? (
        <p className="mt-6 text-cloth-700">{facets.error.message}</p>
      ) : (
        <div className="mt-6 grid gap-4">
          {FACETS.map(([param, key, title]) =>
            facets.data[key].length === 0 ? null : (
              <fieldset key={param} className="min-w-0">
                <legend className="mb-2 font-semibold">{i18n._(title)}</legend>
                <div className="flex flex-wrap gap-2">
                  {facets.data[key].map((f) => {
                    const on = params.get(param) === f.value;
                    return (
                      <button
                        key={f.value}
                        type="button"
                        aria-pressed={on}
                        onClick={() => toggle(param, f.value)}
                        className={cn(
                          'rounded-full border-2 px-3 py-1.5 text-sm font-semibold',
                          on ? 'border-cloth-900 bg-cloth-900 text-white' : 'border-sand-300 bg-white text-cloth-900',
                        )}
                      >
                        {param === 'language' ? language(f.value) : f.label}{' '}
                        <span className={on ? 'text-brass-200' : 'text-cloth-600'}>{f.count}</span>
                      </button>
                    );
                  })}
                </div>
              </fieldset>
            ),
          )}
        </div>
      )}
      <section aria-labelledby="archive-results" className="mt-8">
        <h2 id="archive-results" className="font-display text-xl font-bold">
          {songs.status === 'success' ? (
            <Plural value={songs.data.total} one="# recording" other="# recordings" />
          ) : (
            <Trans>Recordings</Trans>
          )}
        </h2>
        {songs.status === 'pending' ? (
          <Skeleton className="mt-3 h-40 w-full" />
        ) : songs.status === 'error' ? (
          <p className="mt-3 text-cloth-700">{songs.error.message}</p>
        ) : songs.data.songs.length === 0 ? (
          <p className="mt-3 text-cloth-700">
            <Trans>Nothing holds all of these. Undo a choice.</Trans>
          </p>
        ) : (
          <ul className="mt-3 grid grid-cols-[minmax(0,1fr)] gap-1" aria-label={t`Archive recordings`}>
            {songs.data.songs.map((song, i) => (
              <SongRow key={song.id} songs={songs.data.songs} index={i} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
