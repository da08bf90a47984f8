import { act, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';
import { Providers } from './render';

/**
 * Draws `ui` as the server does (react-dom/server: stores answer their server snapshot), then
 * takes the markup over with hydrateRoot as the browser does;
 * `beforeHydrating` runs between the two (the page arriving in a browser). Answers the server's HTML, the
 * errors React reported while hydrating (a mismatch is one), what went to console.error, and
 * the container, which shows what the device knows once hydration is over.
 */
export async function serverThenHydrate(ui: ReactElement, beforeHydrating?: () => void) {
  const html = renderToString(<Providers>{ui}</Providers>);
  beforeHydrating?.();
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recoverable: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  const root = await act(async () =>
    hydrateRoot(container, <Providers>{ui}</Providers>, {
      onRecoverableError: (error) => recoverable.push(error),
    }),
  );
  // Effects and the store's own snapshot after hydration.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  const errors = consoleError.mock.calls.map((call) => call.map(String).join(' '));
  consoleError.mockRestore();
  return {
    html,
    recoverable,
    errors,
    container,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}
