import type {
  MessageResponse,
  TranslatableMessages,
  TranslationImportResult,
  TranslationLocale,
  TranslationProposal,
} from '@nupe/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, networkErrorMessage } from '../../../lib/api-client';
import { tokenStorage } from '../../../lib/token-storage';

export const translateKeys = {
  messages: (lang: TranslationLocale) => ['translations', lang, 'messages'] as const,
  history: (lang: TranslationLocale, id: string) => ['translations', lang, 'history', id] as const,
};

/** Every interface message with its texts in one language (the Translate screen's list). */
export const useTranslatableMessages = (lang: TranslationLocale) =>
  useQuery({
    queryKey: translateKeys.messages(lang),
    queryFn: () => api<TranslatableMessages>(`/translations/${lang}/messages`),
    // "Not a translator" is an answer, not a failure to retry.
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  });

export const useHistory = (lang: TranslationLocale, id: string, enabled: boolean) =>
  useQuery({
    queryKey: translateKeys.history(lang, id),
    queryFn: () => api<{ proposals: TranslationProposal[] }>(`/translations/${lang}/messages/${id}/history`),
    enabled,
  });

function useRefreshAfter<A, R>(lang: TranslationLocale, send: (args: A) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['translations', lang] }),
  });
}

export const usePropose = (lang: TranslationLocale) =>
  useRefreshAfter(lang, ({ id, text }: { id: string; text: string }) =>
    api<TranslationProposal>(`/translations/${lang}/messages/${id}`, { method: 'POST', body: { text } }),
  );

export const useReview = (lang: TranslationLocale) =>
  useRefreshAfter(lang, ({ id, decision }: { id: string; decision: 'approve' | 'reject' }) =>
    api<MessageResponse>(`/translations/${lang}/messages/${id}/review`, { method: 'POST', body: { decision } }),
  );

export const useImportPo = (lang: TranslationLocale) =>
  useRefreshAfter(lang, (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return api<TranslationImportResult>(`/translations/${lang}/import`, { method: 'POST', body: form });
  });

/** Saves the language's PO file (a link cannot carry the bearer token, so it goes through a blob). */
export async function downloadPo(lang: TranslationLocale): Promise<void> {
  const token = tokenStorage.get();
  let res: Response;
  try {
    res = await fetch(`/api/translations/${lang}/export.po`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
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
  const href = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = href;
  a.download = `nupe-music-${lang}.po`;
  document.body.append(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
