import { Button } from '../../components/ui/button';
import { Input, Textarea } from '../../components/ui/field';
import { sectionClock } from '../../lib/sections';

/** A section as the editor holds it: keywords as typed, comma-separated. */
export type DraftSection = {
  key: number;
  start: number;
  end: number | null;
  title: string;
  synopsis: string;
  keywords: string;
  language: string;
};

/** One section in the editor: its start (stamped again from the recording), title, synopsis, keywords, language. */
export function SectionRow({
  section: s,
  n,
  onChange,
  onStamp,
  onRemove,
  languages,
}: {
  section: DraftSection;
  n: number;
  onChange: (patch: Partial<DraftSection>) => void;
  onStamp: () => void;
  onRemove: () => void;
  languages: { code: string; name: string }[];
}) {
  return (
    <li className="grid gap-2 rounded-xl border-2 border-sand-200 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="w-20 font-mono text-sm tabular-nums" data-testid="section-start">
          {sectionClock(s.start)}
        </span>
        <Input
          aria-label={`Title of section ${n}`}
          value={s.title}
          onChange={(e) => onChange({ title: e.target.value })}
          className="min-w-0 flex-1 py-1.5"
        />
      </div>
      <Textarea
        aria-label={`Synopsis of section ${n}`}
        placeholder="What is said or sung in this part (optional)"
        rows={2}
        value={s.synopsis}
        onChange={(e) => onChange({ synopsis: e.target.value })}
      />
      <div className="flex flex-wrap items-center gap-2">
        <Input
          aria-label={`Keywords of section ${n}`}
          placeholder="Keywords, comma-separated"
          value={s.keywords}
          onChange={(e) => onChange({ keywords: e.target.value })}
          className="min-w-0 flex-1 py-1.5"
        />
        <select
          aria-label={`Language of section ${n}`}
          value={s.language}
          onChange={(e) => onChange({ language: e.target.value })}
          className="rounded-lg border-2 border-sand-300 bg-white px-2 py-1.5"
        >
          <option value="">Language…</option>
          {languages.map((l) => (
            <option key={l.code} value={l.code}>
              {l.name}
            </option>
          ))}
        </select>
        <Button type="button" variant="outline" size="sm" onClick={onStamp}>
          Start here
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
          Remove
        </Button>
      </div>
    </li>
  );
}
