/**
 * The listener app's player, brought to the home page on the first Play (its own chunk, so
 * a visitor who only reads the page never downloads it). It is the same module-level player
 * as /listen's: a song started here keeps playing when the visitor follows Listen.
 */
export { MiniPlayer } from '../../../features/listen/components/mini-player';
export { PlayButton } from '../../../features/listen/components/song-card';
export { player } from '../../../features/listen/player-store';
