import { LOCALE_NAMES, type TranslatableMessage, type TranslationLocale } from '@nupe/shared';
import { progressByArea } from './filter-messages';

function Bar({ label, percent, detail }: { label: string; percent: number; detail: string }) {
  return (
    <div className="flex flex-col gap-1">
      <div className="flex justify-between gap-2 text-sm">
        <span className="font-semibold">{label}</span>
        <span className="text-cloth-700">{detail}</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        className="h-2 overflow-hidden rounded-full bg-sand-100"
      >
        <div className="h-full bg-bead-700" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/** How complete the language is, as a whole and per area of the interface. */
export function ProgressSummary({ lang, messages }: { lang: TranslationLocale; messages: TranslatableMessage[] }) {
  const { all, areas } = progressByArea(messages);
  const drafts = messages.filter((m) => m.status === 'draft').length;
  return (
    <section aria-label="Progress" className="flex flex-col gap-3">
      <Bar
        label={`${LOCALE_NAMES[lang]}: ${all.percent} %`}
        percent={all.percent}
        detail={`${all.translated} of ${all.total} messages · ${drafts} waiting for review`}
      />
      <details>
        <summary className="cursor-pointer text-sm font-semibold">Progress by area</summary>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {areas.map((a) => (
            <Bar
              key={a.area}
              label={`${a.area}: ${a.percent} %`}
              percent={a.percent}
              detail={`${a.translated}/${a.total}`}
            />
          ))}
        </div>
      </details>
    </section>
  );
}
