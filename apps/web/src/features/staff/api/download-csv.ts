import { ApiError, networkErrorMessage } from '../../../lib/api-client';
import { tokenStorage } from '../../../lib/token-storage';

export const STAFF_EXPORTS = {
  reviewDecisions: (from: string, to: string) =>
    `/api/staff/exports/review-decisions.csv?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
  qualityIssues: '/api/staff/exports/quality-issues.csv',
  supportTickets: '/api/staff/exports/support-tickets.csv',
} as const;

/**
 * Fetches a CSV export with the session's token and saves it under the name the server gave
 * (Content-Disposition). A link cannot carry the bearer token, so the file goes through a blob.
 */
export async function downloadCsv(url: string): Promise<string> {
  const token = tokenStorage.get();
  let res: Response;
  try {
    res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError({ message: networkErrorMessage(), status: 0, code: 'NETWORK_ERROR' });
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string; code?: string } | null;
    throw new ApiError({
      message: body?.message ?? `Request failed (${res.status})`,
      status: res.status,
      code: body?.code ?? `HTTP_${res.status}`,
    });
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'export.csv';
  const blob = await res.blob();
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return name;
}
