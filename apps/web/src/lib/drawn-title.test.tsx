import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { takeDrawnTitle } from './drawn-title';
import { useDocumentTitle } from './use-document-title';

function Screen({ title, children }: { title: string | null; children?: React.ReactNode }) {
  useDocumentTitle(title);
  return <main>{children}</main>;
}

const draw = (ui: React.ReactNode) => renderToString(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);

describe('the title of a page drawn on the server', () => {
  it('is the screen’s title as the browser would show it, the outermost screen’s when several set one', () => {
    takeDrawnTitle();
    draw(
      <Screen title="About">
        <Screen title="A section" />
      </Screen>,
    );
    expect(takeDrawnTitle()).toBe('About — Nupe Music');
    // Taken once: the next page starts without it.
    expect(takeDrawnTitle()).toBeNull();
  });

  it('is the site’s name and tagline on the home page', () => {
    draw(<Screen title={null} />);
    expect(takeDrawnTitle()).toBe('Nupe Music — the living archive of Nupe music and culture');
  });
});
