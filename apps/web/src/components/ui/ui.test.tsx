// @vitest-environment happy-dom

import { THEME_STORAGE_KEY } from '@nupe/shared';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { Button } from './button';
import { ChoiceMenu } from './choice-menu';
import { Dialog } from './dialog';
import { LanguageSwitch } from './language-switch';
import { Pager } from './pager';
import { Skeleton } from './skeleton';
import { EmptyState, ErrorState, ListSkeleton } from './states';
import { ThemeSwitch } from './theme-switch';
import { Toaster, toast } from './toasts';

describe('Button', () => {
  it('is a button that is pressed, and busy and disabled while loading', () => {
    const press = vi.fn();
    const { rerender } = renderUi(<Button onClick={press}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    expect(press).toHaveBeenCalledTimes(1);
    rerender(
      <Button onClick={press} loading>
        Save
      </Button>,
    );
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });
});

describe('Dialog', () => {
  it('is a dialog named by its title, closed by its Close button', () => {
    // happy-dom's <dialog> opens with showModal like a browser's.
    function Host() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <p>{open ? 'open' : 'closed'}</p>
          <Dialog open={open} onClose={() => setOpen(false)} title="Delete the song?">
            <p>It is deleted for good.</p>
          </Dialog>
        </>
      );
    }
    renderUi(<Host />);
    const dialog = screen.getByRole('dialog', { name: 'Delete the song?' });
    expect(within(dialog).getByText('It is deleted for good.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByText('closed')).toBeTruthy();
  });
});

describe('Pager', () => {
  it('says where the reader is and moves a page at a time', () => {
    const onPage = vi.fn();
    renderUi(<Pager page={2} limit={10} total={35} onPage={onPage} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(nav.textContent).toContain('Page 2 of 4 · 35 in all');
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage.mock.calls).toEqual([[1], [3]]);
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = renderUi(<Pager page={1} limit={10} total={20} onPage={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    rerender(<Pager page={2} limit={10} total={20} onPage={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
  });

  it('draws nothing for one page, and moves back from a page past the end', () => {
    const onPage = vi.fn();
    const { container, rerender } = renderUi(<Pager page={1} limit={10} total={7} onPage={onPage} />);
    expect(container.textContent).toBe('');
    rerender(<Pager page={5} limit={10} total={25} onPage={onPage} />);
    expect(onPage).toHaveBeenCalledWith(3);
  });
});

describe('Toaster', () => {
  it('shows a success as a status and an error as an alert, and dismisses one', () => {
    renderUi(<Toaster />);
    act(() => {
      toast('error', 'The song could not be saved.', { key: 'save' });
      toast('info', 'Uploading…');
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(within(region).getByRole('alert').textContent).toContain('The song could not be saved.');
    // A success of the same action clears its error.
    act(() => toast('success', 'Saved.', { key: 'save' }));
    expect(within(region).queryByRole('alert')).toBeNull();
    const statuses = within(region).getAllByRole('status');
    expect(statuses.map((s) => s.textContent)).toEqual(['Uploading…', 'Saved.']);
    fireEvent.click(within(statuses[0] as HTMLElement).getByRole('button', { name: 'Dismiss notification' }));
    expect(
      within(region)
        .getAllByRole('status')
        .map((s) => s.textContent),
    ).toEqual(['Saved.']);
    act(() => fireEvent.click(within(region).getByRole('button', { name: 'Dismiss notification' })));
  });
});

describe('ChoiceMenu', () => {
  it('opens its choices as radio buttons, applies one and says which is on', () => {
    function Host() {
      const [value, setValue] = useState<'a' | 'b'>('a');
      return (
        <ChoiceMenu
          name="Size"
          value={value}
          onChange={setValue}
          icon={null}
          choices={[
            { value: 'a', label: 'Small' },
            { value: 'b', label: 'Large', hint: 'For reading far away' },
          ]}
        />
      );
    }
    renderUi(<Host />);
    const button = screen.getByRole('button', { name: 'Size: Small' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const group = screen.getByRole('group', { name: 'Size' });
    expect((within(group).getByRole('radio', { name: 'Small' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(group).getByRole('radio', { name: /Large/ }));
    expect(screen.getByRole('button', { name: 'Size: Large' })).toBeTruthy();
  });
});

describe('LanguageSwitch', () => {
  it('asks how complete each language is only when the menu is first opened, then shows it', async () => {
    const fetch = vi.fn(async (url: string) =>
      url === '/api/i18n'
        ? Response.json({
            languages: [
              { locale: 'en', percent: 100 },
              { locale: 'nup', percent: 12 },
            ],
          })
        : Response.json({}, { status: 404 }),
    );
    vi.stubGlobal('fetch', fetch);
    try {
      renderUi(
        <MemoryRouter>
          <LanguageSwitch />
        </MemoryRouter>,
      );
      const asked = () => fetch.mock.calls.filter(([url]) => url === '/api/i18n').length;
      // Drawn with the page: nothing asked yet (the figures show only in the open menu).
      expect(asked()).toBe(0);
      await act(async () => fireEvent.click(screen.getByRole('button', { name: /^Language:/ })));
      expect(asked()).toBe(1);
      expect(await screen.findByText('12 %, help translate')).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('ThemeSwitch', () => {
  it('offers System, Light and Dark, and draws the chosen theme on <html> at once', () => {
    renderUi(<ThemeSwitch />);
    fireEvent.click(screen.getByRole('button', { name: 'Theme: System' }));
    fireEvent.click(screen.getByRole('radio', { name: /Dark/ }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(screen.getByRole('button', { name: 'Theme: Dark' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /System/ }));
    expect(document.documentElement.dataset.theme).toBe('system');
  });
});

describe('States and skeletons', () => {
  it('an error says why and offers to try again', () => {
    const retry = vi.fn();
    renderUi(<ErrorState message="The list could not load." onRetry={retry} />);
    expect(screen.getByRole('alert').textContent).toContain('The list could not load.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('an empty state says what is missing', () => {
    renderUi(<EmptyState title="No songs yet.">Upload your first song.</EmptyState>);
    expect(screen.getByText('No songs yet.')).toBeTruthy();
    expect(screen.getByText('Upload your first song.')).toBeTruthy();
  });

  it('a loading list is one busy status named for screen readers; its blocks are hidden', () => {
    const { container } = renderUi(
      <>
        <ListSkeleton rows={3} label="Loading songs" />
        <Skeleton />
      </>,
    );
    const status = screen.getByRole('status', { name: 'Loading songs' });
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(4);
  });
});
