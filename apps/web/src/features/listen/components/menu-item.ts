/**
 * One row of a song's More menu: a button or link as wide as the menu, its icon then its words.
 * Every action that can sit in the menu (queue, download, add to playlist, links) takes this look
 * there, so the menu reads as one list rather than a stack of differently shaped buttons.
 */
export const menuItem =
  'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-left font-semibold text-cloth-900 hover:bg-sand-100';
