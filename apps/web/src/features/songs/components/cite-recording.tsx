import { Trans, useLingui } from '@lingui/react/macro';
import { CITE_STYLE_NAMES, CITE_STYLES, type CiteStyle } from '@nupe/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { tokenStorage } from '../../../lib/token-storage';

const citeUrl = (songId: string, style: CiteStyle) => `/api/songs/${encodeURIComponent(songId)}/cite?style=${style}`;

/** The citation in a style, as the server makes it (signed in when the reader is: the item may be theirs). */
function useCitation(songId: string, style: CiteStyle, open: boolean) {
  const [text, setText] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!open) return;
    let alive = true;
    setText(null);
    setFailed(false);
    const token = tokenStorage.get();
    fetch(citeUrl(songId, style), { headers: token ? { authorization: `Bearer ${token}` } : {} })
      .then((res) => (res.ok ? res.text() : Promise.reject(new Error(String(res.status)))))
      .then(
        (body) => alive && setText(body.trim()),
        () => alive && setFailed(true),
      );
    return () => {
      alive = false;
    };
  }, [songId, style, open]);
  return { text, failed };
}

/**
 * "Cite this recording": the citation in APA, Chicago, BibTeX, RIS or CSL-JSON, to copy or to
 * download for a reference manager.
 */
export function CiteRecording({ songId }: { songId: string }) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDetailsElement>(null);
  // The server draws this closed; a reader may open it before React has taken this part of the
  // page over (it hydrates after the page's frame), and that toggle reaches no handler: what the
  // page shows once React holds it is what counts.
  useEffect(() => {
    if (box.current?.open) setOpen(true);
  }, []);
  const [style, setStyle] = useState<CiteStyle>('apa');
  const [copied, setCopied] = useState(false);
  const { text, failed } = useCitation(songId, style, open);
  const textId = useId();
  const { t } = useLingui();
  const styleName = CITE_STYLE_NAMES[style];
  const copy = async () => {
    if (!text) return;
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <details
      ref={box}
      className="mt-4 rounded-2xl border border-sand-200 p-4 text-left"
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className="cursor-pointer font-semibold">
        <Trans>Cite this recording</Trans>
      </summary>
      <fieldset className="mt-3 flex flex-wrap gap-1">
        <legend className="sr-only">
          <Trans>Citation style</Trans>
        </legend>
        {CITE_STYLES.map((s) => (
          <label
            key={s}
            className={`cursor-pointer rounded-full px-3 py-1.5 text-sm font-semibold ${s === style ? 'bg-cloth-900 text-white' : 'bg-sand-100 text-cloth-800'}`}
          >
            <input
              type="radio"
              name={`cite-${songId}`}
              className="sr-only"
              checked={s === style}
              onChange={() => {
                setStyle(s);
                setCopied(false);
              }}
            />
            {CITE_STYLE_NAMES[s]}
          </label>
        ))}
      </fieldset>
      <label htmlFor={textId} className="sr-only">
        {t`Citation (${styleName})`}
      </label>
      <textarea
        id={textId}
        readOnly
        rows={style === 'apa' || style === 'chicago' ? 3 : 8}
        value={failed ? t`The citation could not be made. Please try again.` : (text ?? t`Loading…`)}
        className="mt-3 w-full rounded-xl border border-sand-200 bg-sand-50 p-3 font-mono text-sm"
      />
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={() => void copy()}
          disabled={!text}
          className="min-h-11 rounded-full bg-cloth-700 px-4 text-sm font-semibold text-white disabled:opacity-40"
        >
          <Trans>Copy</Trans>
        </button>
        <a href={citeUrl(songId, style)} download className="font-semibold underline underline-offset-4">
          <Trans>Download</Trans>
        </a>
        {copied ? (
          <span role="status">
            <Trans>Copied</Trans>
          </span>
        ) : null}
      </div>
    </details>
  );
}
