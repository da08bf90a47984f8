import type { Song } from '@nupe/shared';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Field, FieldError, Input } from '../../components/ui/field';
import { toast } from '../../components/ui/toasts';
import { api } from '../../lib/api-client';
import type { VttLine as Line } from '../../lib/webvtt';

/** "This is a proverb": the selected lines, stamped, become an occurrence of a new proverb. */
export function ProverbFromLines({ song, lines }: { song: Song; lines: Line[] }) {
  const [open, setOpen] = useState(false);
  const [literal, setLiteral] = useState('');
  const [figurative, setFigurative] = useState('');
  const [error, setError] = useState<string | null>(null);
  const stamped = lines.filter((l) => l.start !== null);
  if (lines.length === 0) return null;
  const start = stamped[0]?.start ?? null;
  const end = stamped.at(-1)?.end ?? null;
  const mark = async () => {
    setError(null);
    try {
      if (start === null || end === null)
        throw new Error('Stamp and save the lines first: a proverb is marked at its moment.');
      const created = await api<{ proverb: { id: string } }>('/proverbs', {
        method: 'POST',
        body: {
          text: lines.map((l) => l.text.trim()).join(' '),
          meanings: { eng: { literal: literal.trim() || null, figurative: figurative.trim() || null } },
        },
      });
      await api(`/proverbs/${created.proverb.id}/occurrences`, { method: 'POST', body: { song: song.id, start, end } });
      toast('success', 'Proverb marked. It is in the proverb index.');
      setOpen(false);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Marking failed.');
    }
  };
  return (
    <div className="rounded-xl border-2 border-sand-200 p-3">
      {open ? (
        <div className="grid gap-3">
          <p className="font-semibold">“{lines.map((l) => l.text).join(' ')}”</p>
          <Field label="Literal meaning in English">
            {({ id }) => <Input id={id} value={literal} onChange={(e) => setLiteral(e.target.value)} />}
          </Field>
          <Field label="What it means" optional>
            {({ id }) => <Input id={id} value={figurative} onChange={(e) => setFigurative(e.target.value)} />}
          </Field>
          {error ? <FieldError>{error}</FieldError> : null}
          <div className="flex gap-2">
            <Button type="button" variant="secondary" size="sm" onClick={() => void mark()}>
              Mark as a proverb
            </Button>
            <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(false)}>
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)}>
          This is a proverb
        </Button>
      )}
    </div>
  );
}
