import type { TranslationLocale } from '@nupe/shared';
import { useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toasts';
import { ApiError } from '../../../lib/api-client';
import { downloadPo, useImportPo } from '../api/translations';

const errorOf = (err: unknown) => (err instanceof ApiError ? err.message : 'Something went wrong. Try again.');

/** The language as a PO file, for Weblate, Poedit or any gettext tool; and a PO file back as drafts. */
export function PoTools({ lang }: { lang: TranslationLocale }) {
  const importPo = useImportPo(lang);
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        size="sm"
        variant="outline"
        onClick={() => downloadPo(lang).catch((err: unknown) => toast('error', errorOf(err)))}
      >
        Download PO file
      </Button>
      <label className="text-sm font-semibold">
        Import PO file
        <input
          ref={input}
          type="file"
          accept=".po,text/x-gettext-translation"
          className="ml-2 text-sm"
          disabled={importPo.isPending}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            importPo.mutate(file, {
              onSuccess: (res) => toast('success', res.message),
              onError: (err) => toast('error', errorOf(err)),
              onSettled: () => {
                if (input.current) input.current.value = '';
              },
            });
          }}
        />
      </label>
    </div>
  );
}
