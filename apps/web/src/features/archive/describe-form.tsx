import type { Song } from '@nupe/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toasts';
import { ApiError } from '../../lib/api-client';
import { useCollections, useDescribe } from './api';
import { type DescribeDraft, draftOf, patchOf, type SetDraft } from './describe-draft';
import { ContributorsFieldset, LanguagesFieldset, MoreDetails, PlaceFieldset, WhenFields } from './describe-fields';

/**
 * The archive description of an item: essentials first (who, when, where, language,
 * occasion), then the rest. Saves the whole description; the server records only what changed.
 */
export function DescribeForm({ song }: { song: Song }) {
  const a = song.archive;
  const save = useDescribe(song.id);
  const collections = useCollections();
  const [draft, setDraft] = useState<DescribeDraft>(() => draftOf(song));
  const set: SetDraft = (key, value) => setDraft((d) => ({ ...d, [key]: value }));
  const [more, setMore] = useState(Boolean(a.description || a.subjects.length || a.rights || a.discourseType));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(patchOf(draft), {
      onSuccess: () => {
        toast('success', 'Description saved.');
        setErrors({});
      },
      onError: (err) => setErrors({ ...(err instanceof ApiError ? err.fields : {}), _: err.message }),
    });
  };

  const parts = { d: draft, set, errors };
  return (
    <form onSubmit={submit} noValidate className="grid min-w-0 gap-5" aria-label="Archive description">
      <ContributorsFieldset {...parts} />
      <WhenFields {...parts} />
      <PlaceFieldset {...parts} />
      <LanguagesFieldset {...parts} />
      {more ? (
        <MoreDetails {...parts} collections={collections.data?.collections ?? []} />
      ) : (
        <div>
          <Button type="button" variant="ghost" onClick={() => setMore(true)}>
            Add archive details
          </Button>
        </div>
      )}

      {errors._ ? (
        <p role="alert" className="font-semibold text-coral-700">
          {errors._}
        </p>
      ) : null}
      <div>
        <Button type="submit" loading={save.isPending}>
          Save description
        </Button>
      </div>
    </form>
  );
}
