import { describe, expect, it } from 'vitest';
import { createToastStore } from './toast-store';

const messages = (store: ReturnType<typeof createToastStore>) => store.get().map((t) => `${t.kind}: ${t.message}`);

describe('toast store', () => {
  it('a success clears the error toasts of the attempt it follows', () => {
    const store = createToastStore();
    store.show('error', 'Failed to save');
    store.show('error', 'Failed to save');
    store.show('success', 'Saved');
    expect(messages(store)).toEqual(['success: Saved']);
  });

  it('keeps the errors of another action (another key) and infos', () => {
    const store = createToastStore();
    store.show('error', 'Upload failed', { key: 'upload' });
    store.show('info', 'Logged out');
    store.show('error', 'Profile not saved', { key: 'profile' });
    store.show('success', 'Profile saved', { key: 'profile' });
    expect(messages(store)).toEqual(['error: Upload failed', 'info: Logged out', 'success: Profile saved']);
    store.show('success', 'Uploaded', { key: 'upload' });
    expect(messages(store)).toEqual(['info: Logged out', 'success: Profile saved', 'success: Uploaded']);
  });

  it('an error never clears a success, and at most 4 toasts show', () => {
    const store = createToastStore();
    store.show('success', 'Saved');
    for (const n of [1, 2, 3, 4]) store.show('error', `Error ${n}`, { key: 'x' });
    expect(messages(store)).toEqual(['error: Error 1', 'error: Error 2', 'error: Error 3', 'error: Error 4']);
  });

  it('dismisses one toast and tells its listeners', () => {
    const store = createToastStore();
    let calls = 0;
    const stop = store.subscribe(() => calls++);
    const id = store.show('info', 'Hello');
    store.dismiss(id);
    stop();
    store.show('info', 'Unheard');
    expect(calls).toBe(2);
    expect(messages(store)).toEqual(['info: Unheard']);
  });
});
