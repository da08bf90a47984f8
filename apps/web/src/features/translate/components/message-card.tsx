import { LOCALE_NAMES, type TranslatableMessage, type TranslationLocale } from '@nupe/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Textarea } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toasts';
import { ApiError } from '../../../lib/api-client';
import { usePropose, useReview } from '../api/translations';

const STATUS_LABEL = {
  untranslated: 'Untranslated',
  shipped: 'Shipped (not yet reviewed here)',
  draft: 'Draft, waiting for review',
  reviewed: 'Reviewed',
} as const;

const errorOf = (err: unknown) => (err instanceof ApiError ? err.message : 'Something went wrong. Try again.');

/** The pending draft: who wrote it, and approve / turn down for anyone else who may review. */
function DraftPanel({ message, lang, me }: { message: TranslatableMessage; lang: TranslationLocale; me: string }) {
  const review = useReview(lang);
  const draft = message.draft;
  if (!draft) return null;
  const own = draft.translator?.id === me;
  const decide = (decision: 'approve' | 'reject') =>
    review.mutate(
      { id: message.id, decision },
      { onSuccess: (res) => toast('success', res.message), onError: (err) => toast('error', errorOf(err)) },
    );
  return (
    <div className="rounded-lg border border-amber-400/60 bg-amber-100/40 p-3">
      <p className="text-sm text-cloth-700">
        Draft by {draft.translator?.name ?? 'someone'}
        {draft.via === 'import' ? ' (from a PO file)' : ''}
      </p>
      <p lang={lang} className="font-semibold break-words">
        {draft.text}
      </p>
      {own ? (
        <p className="mt-1 text-sm text-cloth-700">Another translator or a staff member reviews it.</p>
      ) : (
        <div className="mt-2 flex gap-2">
          <Button size="sm" disabled={review.isPending} onClick={() => decide('approve')}>
            Approve
          </Button>
          <Button size="sm" variant="outline" disabled={review.isPending} onClick={() => decide('reject')}>
            Turn down
          </Button>
        </div>
      )}
    </div>
  );
}

/** One interface message on the Translate screen: its source, where it shows, its texts, and the actions. */
export function MessageCard(props: {
  message: TranslatableMessage;
  lang: TranslationLocale;
  canTranslate: boolean;
  me: string;
}) {
  const { message, lang, canTranslate, me } = props;
  const propose = usePropose(lang);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldId = `translation-${message.id}`;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    propose.mutate(
      { id: message.id, text },
      {
        onSuccess: () => {
          setText('');
          toast('success', 'Draft saved. Someone else reviews it before users see it.');
        },
        onError: (err) => setError(errorOf(err)),
      },
    );
  };
  return (
    <Card className="flex flex-col gap-3 p-4" aria-label={message.source}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p lang="en" className="text-lg font-bold break-words">
          {message.source}
        </p>
        <span className="rounded-bead bg-sand-100 px-2 text-xs font-bold">{STATUS_LABEL[message.status]}</span>
      </div>
      <p className="text-xs break-all text-cloth-700">
        {message.area} · {message.origins.join(', ')}
        {message.context ? ` · context: ${message.context}` : ''}
      </p>
      {message.placeholders.length > 0 || message.plural ? (
        <p className="text-sm text-cloth-800">
          Keep {message.placeholders.join(' ')}
          {message.plural ? ' · plural: keep the "other" form, add "one" where your language needs it' : ''}
        </p>
      ) : null}
      {message.notes.length > 0 ? <p className="text-sm text-cloth-700">{message.notes.join(' · ')}</p> : null}
      <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3">
        <dt className="font-semibold">{LOCALE_NAMES[lang]} now</dt>
        <dd lang={lang}>{message.current ?? '—'}</dd>
        {Object.entries(message.others).map(([other, value]) => (
          <div key={other} className="contents">
            <dt className="font-semibold">{LOCALE_NAMES[other as TranslationLocale]}</dt>
            <dd lang={other}>{value ?? '—'}</dd>
          </div>
        ))}
      </dl>
      <DraftPanel message={message} lang={lang} me={me} />
      {canTranslate ? (
        <form onSubmit={submit} className="flex flex-col gap-2">
          <label htmlFor={fieldId} className="text-sm font-semibold">
            Your {LOCALE_NAMES[lang]} translation of “{message.source}”
          </label>
          <Textarea id={fieldId} lang={lang} rows={2} value={text} onChange={(e) => setText(e.target.value)} />
          {error ? (
            <p role="alert" className="text-sm font-semibold text-coral-700">
              {error}
            </p>
          ) : null}
          <Button type="submit" size="sm" className="self-start" disabled={propose.isPending || !text.trim()}>
            Propose
          </Button>
        </form>
      ) : null}
    </Card>
  );
}
