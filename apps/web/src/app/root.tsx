import { useLingui } from '@lingui/react';
import { Component, type ErrorInfo, type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router';
import { Toaster } from '../components/ui/toasts';
import { AppRoutes } from './router';
import { AppError } from './routes/error';

type BoundaryState = { error: unknown };

/** Catches a crash anywhere below and shows "Unexpected Application Error!" instead of a blank page. */
class AppErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unexpected application error', error, info.componentStack);
  }

  override render() {
    if (this.state.error !== null) return <AppError error={this.state.error} />;
    return this.props.children;
  }
}

/** Scrolls to the top on a new page (anchor links inside a page keep their own scrolling). */
function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function Root() {
  const { pathname } = useLocation();
  const { i18n } = useLingui();
  return (
    <>
      <ScrollToTop />
      {/* A new address gets a fresh boundary, so leaving a crashed page recovers; a new language
          redraws the page whole (dates and counts too). The player lives outside React, so the
          music goes on. */}
      <AppErrorBoundary key={`${pathname}|${i18n.locale}`}>
        <AppRoutes />
      </AppErrorBoundary>
      <Toaster />
    </>
  );
}
