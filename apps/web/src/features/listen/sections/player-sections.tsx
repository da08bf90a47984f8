import type { Section, Song } from '@nupe/shared';
import { useEffect, useState } from 'react';
import { SectionList } from '../../../components/ui/section-list';
import { api } from '../../../lib/api-client';
import { currentSectionIndex } from '../../../lib/sections';
import { player, setSectionTitle, usePlayer } from '../player-store';

const cache = new Map<string, Promise<Section[]>>();

/** A recording's sections, read once per page load (signed in when the listener is: the item may be theirs). */
function loadSections(songId: string): Promise<Section[]> {
  let p = cache.get(songId);
  if (!p) {
    p = api<Section[]>(`/songs/${encodeURIComponent(songId)}/sections`).catch(() => {
      cache.delete(songId);
      return [];
    });
    cache.set(songId, p);
  }
  return p;
}

/** One empty list: setting it again when nothing plays draws nothing again. */
const NO_SECTIONS: Section[] = [];

export function useSections(songId: string | undefined): Section[] {
  const [sections, setSections] = useState<Section[]>(NO_SECTIONS);
  useEffect(() => {
    if (!songId) return setSections(NO_SECTIONS);
    let alive = true;
    void loadSections(songId).then((list) => alive && setSections(list));
    return () => {
      alive = false;
    };
  }, [songId]);
  return sections;
}

/**
 * The player's sections of a song: the one being heard, previous and next, the list; a tap
 * plays the song from there (starting it when another song plays).
 */
export function PlayerSections({
  song,
  dark,
  compact,
  className,
}: {
  song: Song;
  dark?: boolean;
  compact?: boolean;
  className?: string;
}) {
  const sections = useSections(song.id);
  const state = usePlayer();
  const playingThis = state.queue[state.index]?.id === song.id;
  const jump = (seconds: number) => {
    if (!playingThis) player.playQueue([song], 0);
    player.seek(seconds);
    player.resume();
  };
  return (
    <SectionList
      sections={sections}
      seconds={playingThis ? state.currentTime : null}
      onJump={jump}
      dark={dark}
      compact={compact}
      className={className}
    />
  );
}

/** Keeps the lock screen's title on the section being heard, whatever page is open. */
export function useSectionInMediaSession() {
  const state = usePlayer();
  const song = state.queue[state.index];
  const sections = useSections(song?.id);
  const index = currentSectionIndex(sections, state.currentTime);
  const title = sections[index]?.title ?? null;
  useEffect(() => setSectionTitle(title), [title]);
}
