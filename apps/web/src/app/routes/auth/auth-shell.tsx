import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../../components/ui/logo';
import { paths } from '../../../config/paths';

/** The frame of the sign-in and registration screens: no site header or footer. */
export function AuthShell({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <div className="min-h-dvh bg-sand-50 lg:grid lg:grid-cols-[2fr_3fr]">
      <aside className="cloth-weave relative hidden flex-col justify-between p-10 text-white lg:flex">
        <Link to={paths.home} className="self-start rounded-md no-underline" aria-label={t`Nupe Music home`}>
          <Logo tone="light" />
        </Link>
        <div>
          <p className="mb-4 font-display text-3xl leading-snug font-bold text-white">
            <Trans>Songs, Zikiri, proverbs and histories of the Nupe people, kept for the generations to come.</Trans>
          </p>
          <div aria-hidden="true" className="bead-strip h-2 w-48 rounded-full" />
        </div>
        <p className="text-sm text-cloth-100">
          Nupe Music · <Trans>a living archive of Nupe music and oral culture</Trans>
        </p>
      </aside>
      <div className="flex min-h-dvh flex-col">
        <header className="cloth-weave lg:hidden">
          <div className="flex items-center px-4 py-3">
            <Link to={paths.home} className="rounded-md no-underline" aria-label={t`Nupe Music home`}>
              <Logo tone="light" />
            </Link>
          </div>
          <div aria-hidden="true" className="bead-strip h-1.5" />
        </header>
        <main id="main" className="flex flex-1 items-start justify-center px-4 py-8 sm:py-14 lg:items-center">
          <div className="w-full max-w-md">
            <h1 className="mb-2 text-3xl font-bold">{title}</h1>
            <div className="mb-7 text-cloth-800">{intro}</div>
            {children}
          </div>
        </main>
        <footer className="px-4 pb-6 text-center text-sm text-cloth-700">
          <Trans>Preserving Nupe music and culture, one recording at a time.</Trans>
        </footer>
      </div>
    </div>
  );
}
