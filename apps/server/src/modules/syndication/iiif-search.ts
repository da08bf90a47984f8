import { IIIF_SEARCH_CONTEXT } from '@nupe/shared';
import { matchesPrefixes, searchWords } from '../../lib/search-fold.js';
import { cueAnnotation, iiifPaths, isTimed, type Layer, plainCueText } from './iiif-manifest.js';

/**
 * IIIF Content Search 2.0 over an item's transcript and translation layers. A cue is a hit when
 * every searched word begins one of its words, compared without tone marks or case — the
 * catalogue search's own rule (lib/search-fold.ts) — so "etsu" finds "Ẹtsu". Hits are the
 * manifest's own annotations (same ids and targets), in layer then time order.
 */
export function searchLayers(base: string, songId: string, q: string, layers: Layer[]) {
  const words = searchWords(q);
  const items = layers.flatMap((layer) =>
    layer.cues.flatMap((cue, i) =>
      isTimed(cue) && matchesPrefixes(words, plainCueText(cue.text))
        ? [cueAnnotation(base, songId, layer.language, i, cue)]
        : [],
    ),
  );
  return {
    '@context': IIIF_SEARCH_CONTEXT,
    id: `${iiifPaths.search(base, songId)}?q=${encodeURIComponent(q)}`,
    type: 'AnnotationPage',
    items,
  };
}
