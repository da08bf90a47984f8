import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Suspense, useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/listener-session';
import { buttonClasses } from '../ui/button';
import { cn } from '../ui/cn';
import { LanguageSwitch } from '../ui/language-switch';
import { Logo } from '../ui/logo';
import { ThemeSwitch } from '../ui/theme-switch';
import { PublicAccountMenu } from './public-account-menu';

const NAV = [
  { to: paths.home, label: msg`Home`, end: true },
  { to: paths.about, label: msg`About`, end: false },
  { to: paths.contact, label: msg`Contact`, end: false },
] as const;

function Header() {
  const { _ } = useLingui();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const signedOut = useSession().status === 'signed-out';
  // Close the phone menu when the page changes.
  useEffect(() => setOpen(false), [pathname]);

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      'rounded-md px-3 py-2 font-semibold text-white no-underline hover:bg-white/10',
      isActive && 'text-brass-300 underline decoration-2 underline-offset-8',
    );

  return (
    <header className="sticky top-0 z-40 text-white">
      <div className="cloth-weave">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
          {/* Below 400 px the mark stands alone (the link keeps the name), so Listen, the
              account and the menu fit on one line. */}
          <Link to={paths.home} className="shrink-0 rounded-md no-underline" aria-label={_(msg`Nupe Music home`)}>
            <Logo tone="light" className="[&>span:last-child]:hidden min-[400px]:[&>span:last-child]:inline" />
          </Link>
          <div className="flex items-center gap-2 sm:gap-3">
            <nav aria-label={_(msg`Main`)} className="hidden items-center gap-1 md:flex">
              {NAV.map((item) => (
                <NavLink key={item.to} to={item.to} end={item.end} className={linkClass}>
                  {_(item.label)}
                </NavLink>
              ))}
            </nav>
            {/* The music first, at every width: a client-side link, so a song started on the
                home page keeps playing in the listener app. */}
            <Link to={paths.listen} className={buttonClasses('primary', 'sm', 'min-h-11 rounded-full px-4 md:ml-2')}>
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="hidden size-4 min-[400px]:block"
                fill="currentColor"
              >
                <path d="M8 5.5v13a1 1 0 0 0 1.5.9l10.2-6.5a1 1 0 0 0 0-1.7L9.5 4.6A1 1 0 0 0 8 5.5Z" />
              </svg>
              <Trans>Listen</Trans>
            </Link>
            <LanguageSwitch className="hidden md:block" />
            <ThemeSwitch />
            <PublicAccountMenu />
            <button
              type="button"
              className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg border-2 border-white/30 px-2 font-semibold sm:px-3 md:hidden"
              aria-expanded={open}
              aria-controls="mobile-menu"
              onClick={() => setOpen((v) => !v)}
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                {open ? (
                  <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
                ) : (
                  <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
                )}
              </svg>
              <span className="sr-only sm:not-sr-only">
                <Trans>Menu</Trans>
              </span>
            </button>
          </div>
        </div>
        <nav
          id="mobile-menu"
          aria-label={_(msg`Main`)}
          hidden={!open}
          className="border-t border-white/15 px-4 pt-2 pb-4 md:hidden"
        >
          <ul className="flex flex-col gap-1">
            {NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className={({ isActive }) => cn(linkClass({ isActive }), 'block')}>
                  {_(item.label)}
                </NavLink>
              </li>
            ))}
            <li>
              <LanguageSwitch showLabel placement="below-left" className="[&>button]:w-full [&>button]:justify-start" />
            </li>
            {signedOut ? (
              <li className="mt-2">
                <Link to={paths.login} className={buttonClasses('onDark', 'md', 'w-full')}>
                  <Trans>Login</Trans>
                </Link>
              </li>
            ) : null}
          </ul>
        </nav>
      </div>
      <div aria-hidden="true" className="bead-strip h-1.5" />
    </header>
  );
}

function Footer() {
  const { _ } = useLingui();
  const link = 'text-cloth-100 no-underline hover:text-brass-300 hover:underline';
  return (
    <footer className="mt-auto cloth-weave text-cloth-100">
      <div aria-hidden="true" className="bead-strip h-1.5" />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr]">
        <div>
          <Logo tone="light" />
          <p className="mt-4 max-w-sm text-cloth-100">
            <Trans>
              A streaming platform and living archive for the music and oral culture of the Nupe people of Nigeria.
            </Trans>
          </p>
        </div>
        <nav aria-label={_(msg`Quick links`)}>
          <h2 className="mb-3 font-sans text-sm font-bold tracking-widest text-brass-300 uppercase">
            <Trans>Quick links</Trans>
          </h2>
          <ul className="flex flex-col gap-2">
            <li>
              <Link to={paths.home} className={link}>
                <Trans>Home</Trans>
              </Link>
            </li>
            <li>
              <Link to={paths.about} className={link}>
                <Trans>About</Trans>
              </Link>
            </li>
            <li>
              <Link to={paths.contact} className={link}>
                <Trans>Contact</Trans>
              </Link>
            </li>
            <li>
              <Link to={paths.apply} className={link}>
                <Trans>For Artists</Trans>
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={_(msg`Legal`)}>
          <h2 className="mb-3 font-sans text-sm font-bold tracking-widest text-brass-300 uppercase">
            <Trans>Legal</Trans>
          </h2>
          <ul className="flex flex-col gap-2">
            <li>
              <Link to={paths.terms} className={link}>
                <Trans>Terms of Service</Trans>
              </Link>
            </li>
            <li>
              <Link to={paths.privacy} className={link}>
                <Trans>Privacy Policy</Trans>
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-5 text-sm text-cloth-200 sm:px-6">
          © {new Date().getFullYear()} Nupe Music.{' '}
          <Trans>Preserving Nupe music and culture for the generations to come.</Trans>
        </p>
      </div>
    </footer>
  );
}

/** Header, page and footer of the public site. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-brass-400 px-4 py-2 font-semibold text-cloth-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        <Trans>Skip to content</Trans>
      </a>
      <Header />
      {/* The page and the footer are drawn together. While a page's own chunk loads, the header
          stands over an empty page that fills the window, with no footer under it: a footer
          drawn below a shorter placeholder was pushed off the screen when the page came, a
          layout shift of 0.31 on a phone. */}
      <Suspense fallback={<main id="main" tabIndex={-1} aria-busy="true" className="flex-1 outline-none" />}>
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          <Outlet />
        </main>
        <Footer />
      </Suspense>
    </div>
  );
}
