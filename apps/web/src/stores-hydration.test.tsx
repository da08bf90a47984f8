// @vitest-environment happy-dom
import { TOKEN_STORAGE_KEY } from '@nupe/shared';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { serverThenHydrate } from './test/hydrate';

/*
 * Every store that reads the device gives React a server snapshot: the page drawn by the
 * server and the browser's first render agree (no hydration mismatch), and what only the
 * device knows shows once hydration is over.
 */

beforeAll(() => {
  // React's act() environment, so updates after hydration are flushed inside act.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // No server behind these tests: reads of the API fail at once, as offline.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new TypeError('offline'))),
  );
});

afterEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

function expectClean(result: Awaited<ReturnType<typeof serverThenHydrate>>) {
  expect(result.recoverable).toEqual([]);
  expect(result.errors).toEqual([]);
}

describe('store server snapshots', () => {
  it('catches a component that reads the device while rendering (the harness can fail)', async () => {
    function ReadsDevice() {
      return <p>{typeof window === 'undefined' || renderingOnServer ? 'server' : 'device'}</p>;
    }
    let renderingOnServer = true;
    const result = await serverThenHydrate(<ReadsDevice />, () => {
      renderingOnServer = false;
    });
    expect(result.recoverable.length + result.errors.length).toBeGreaterThan(0);
    result.unmount();
  });

  it('theme: the server draws System (light); the device’s Dark follows hydration', async () => {
    const { useTheme } = await import('./lib/theme');
    document.documentElement.dataset.theme = 'dark';
    function Probe() {
      const { choice, dark } = useTheme();
      return <p>{`theme ${choice} ${dark ? 'dark' : 'light'}`}</p>;
    }
    const result = await serverThenHydrate(<Probe />);
    expect(result.html).toContain('theme system light');
    expectClean(result);
    expect(result.container.textContent).toBe('theme dark dark');
    result.unmount();
  });

  it('toasts: the server draws none; one shown before hydration appears after it', async () => {
    const { Toaster, toast } = await import('./components/ui/toasts');
    toast('info', 'Saved on this phone');
    const result = await serverThenHydrate(<Toaster />);
    expect(result.html).not.toContain('Saved on this phone');
    expectClean(result);
    expect(result.container.querySelector('[role="status"]')?.textContent).toContain('Saved on this phone');
    result.unmount();
  });

  it('listener session: the server draws signed out; a stored token is checked after hydration', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'a-token');
    vi.resetModules();
    const { useSession } = await import('./lib/listener-session');
    function Probe() {
      return <p>{`session ${useSession().status}`}</p>;
    }
    const result = await serverThenHydrate(<Probe />);
    expect(result.html).toContain('session signed-out');
    expectClean(result);
    // The token could not be checked (no server): known neither signed in nor out.
    expect(result.container.textContent).toBe('session unreachable');
    result.unmount();
  });

  it('player: the server draws an empty player; hydration draws the same', async () => {
    const { usePlayer } = await import('./features/listen/player-store');
    function Probe() {
      const s = usePlayer();
      return <p>{`player ${s.queue.length} ${s.index} ${s.playing ? 'playing' : 'paused'}`}</p>;
    }
    const result = await serverThenHydrate(<Probe />);
    expect(result.html).toContain('player 0 -1 paused');
    expectClean(result);
    result.unmount();
  });

  it('library: the server draws no likes; hydration draws the same', async () => {
    const { useLibrary } = await import('./features/listen/library/library-store');
    function Probe() {
      const s = useLibrary();
      return <p>{`library ${s.reactions.status} ${s.likedIds.size}`}</p>;
    }
    const result = await serverThenHydrate(<Probe />);
    expect(result.html).toContain('library idle 0');
    expectClean(result);
    result.unmount();
  });

  it('data usage: the server draws no usage; hydration draws the same', async () => {
    const { useDataUsage } = await import('./features/listen/data-usage/data-usage-store');
    function Probe() {
      const s = useDataUsage();
      return <p>{`usage ${s.limit ?? 'none'}`}</p>;
    }
    const result = await serverThenHydrate(<Probe />);
    expect(result.html).toContain('usage none');
    expectClean(result);
    result.unmount();
  });

  it('offline: the server draws no saved songs; hydration draws the same', async () => {
    const { useOffline } = await import('./features/listen/offline/offline-store');
    function Probe() {
      const s = useOffline();
      return <p>{`saved ${Object.keys(s.saved).length}`}</p>;
    }
    const result = await serverThenHydrate(<Probe />);
    expect(result.html).toContain('saved 0');
    expectClean(result);
    act(() => result.unmount());
  });

  it('with nothing on the device, hydration draws each reader of the stores once (no second render of a shelf)', async () => {
    vi.resetModules();
    const { usePlayer, usePlayerValue } = await import('./features/listen/player-store');
    const { useDataUsage } = await import('./features/listen/data-usage/data-usage-store');
    const { useSession } = await import('./lib/listener-session');
    let renders = 0;
    function Card() {
      renders++;
      const playing = usePlayerValue((s) => s.queue[s.index]?.id === 'song-1' && s.playing);
      const saver = usePlayerValue((s) => s.dataSaver);
      const queued = usePlayer().queue.length;
      const limit = useDataUsage().limit;
      return <p>{`card ${playing} ${saver} ${queued} ${limit ?? 'none'} ${useSession().status}`}</p>;
    }
    const result = await serverThenHydrate(<Card />, () => {
      renders = 0;
    });
    expect(result.html).toContain('card false false 0 none signed-out');
    expectClean(result);
    // A snapshot equal in value but not the server's own object drew every card a second time.
    expect(renders).toBe(1);
    result.unmount();
  });

  it('a card reading one value of the player is drawn again only when that value changes', async () => {
    const { player, usePlayerValue } = await import('./features/listen/player-store');
    let renders = 0;
    function Saver() {
      renders++;
      return <p>{`saver ${usePlayerValue((s) => s.dataSaver)}`}</p>;
    }
    const result = await serverThenHydrate(<Saver />, () => {
      renders = 0;
    });
    expect(renders).toBe(1);
    act(() => player.setDataSaver(true));
    expect(result.container.textContent).toBe('saver true');
    expect(renders).toBe(2);
    act(() => player.setDataSaver(true));
    expect(renders).toBe(2);
    act(() => player.setDataSaver(false));
    result.unmount();
  });
});
