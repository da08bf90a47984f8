import { i18n } from '@lingui/core';

// Component tests read the interface in English, from the messages the macros keep in the source.
i18n.loadAndActivate({ locale: 'en', messages: {} });

if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  const { afterEach } = await import('vitest');
  afterEach(() => cleanup());
}
