import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { onUnauthorized } from './api-client';
import { meQueryKey } from './session';
import { onTokenChange } from './token-storage';

/**
 * One query cache for the signed-in parts of the app (auth screens and dashboards). It lives
 * in their lazy chunks, so a visitor of a public page never downloads TanStack Query.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, staleTime: 30_000 } },
});

// A protected call answered 401: the token is gone, so the session is too.
onUnauthorized(() => queryClient.setQueryData(meQueryKey, null));
// Signed in or out (the login screen does not load this cache): forget the old session's answers.
onTokenChange(() => queryClient.removeQueries({ queryKey: meQueryKey }));

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
