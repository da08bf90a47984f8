import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type Genre, genreLabel } from '@nupe/shared';
import { i18n } from './i18n';

/**
 * The genres' names in the reader's language (issue 18). The stored values stay the shared
 * package's GENRES; only what people read changes (`Dj` reads "DJ mixes", as genreLabel says).
 */
const GENRE_NAMES: Record<Genre, MessageDescriptor> = {
  Songs: msg`Songs`,
  Zikiri: msg`Zikiri`,
  Histories: msg`Histories`,
  Proverbs: msg`Proverbs`,
  Gospels: msg`Gospels`,
  Preachings: msg`Preachings`,
  Tsankan: msg`Tsankan`,
  Dj: msg`DJ mixes`,
};

/** What people read for a stored genre; a value that is not a genre reads as genreLabel gives it. */
export function genreName(genre: string): string {
  const descriptor = GENRE_NAMES[genre as Genre] as MessageDescriptor | undefined;
  return descriptor ? i18n._(descriptor) : genreLabel(genre);
}
