/**
 * Adds query parameters to a same-site address that may already carry some (the media
 * addresses of an item that is not open to all carry its viewer's `?key=`).
 */
export function withQuery(url: string, params: Record<string, string>): string {
  const query = new URLSearchParams(params).toString();
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}
