import type { Song } from '@nupe/shared';
import { parseMoment } from '@nupe/shared';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { player, usePlayer } from '../player-store';
import { MomentActions } from './moment-actions';

/** The moment actions at the player's position in this song (0:00 while another song plays). */
export function PlayerMomentActions({ song, className }: { song: Song; className?: string }) {
  const state = usePlayer();
  const here = state.queue[state.index]?.id === song.id;
  return <MomentActions song={song} seconds={here ? state.currentTime : 0} className={className} />;
}

/**
 * A link to a moment (`/listen/song/{id}?t=83`) opens there and plays from there: once the
 * song has loaded, the player starts it at that second (a phone that blocks playing without a
 * tap keeps it ready there: Play starts from the moment).
 */
export function useStartAtMoment(song: Song | null) {
  const [params] = useSearchParams();
  const at = parseMoment(params.get('t'));
  const started = useRef<string | null>(null);
  useEffect(() => {
    if (!song || at === null || started.current === `${song.id}@${at}`) return;
    started.current = `${song.id}@${at}`;
    const end = song.durationSeconds ?? Number.POSITIVE_INFINITY;
    player.playQueue([song], 0, Math.min(at, end));
  }, [song, at]);
}
