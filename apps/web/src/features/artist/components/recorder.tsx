import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';

const MIME = 'audio/webm;codecs=opus';

type State =
  | { kind: 'idle' }
  | { kind: 'recording'; startedAt: number }
  | { kind: 'done'; url: string; file: File }
  | { kind: 'error'; message: string };

/**
 * Records from the microphone with MediaRecorder (WebM/Opus), plays it back and lets the
 * artist record again; the finished take is handed to the upload form as a file.
 */
export function Recorder({ onRecording, disabled }: { onRecording: (file: File | null) => void; disabled?: boolean }) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [seconds, setSeconds] = useState(0);
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);

  useEffect(() => {
    if (state.kind !== 'recording') return;
    const timer = window.setInterval(() => setSeconds(Math.floor((Date.now() - state.startedAt) / 1000)), 250);
    return () => window.clearInterval(timer);
  }, [state]);

  useEffect(
    () => () => {
      for (const track of stream.current?.getTracks() ?? []) track.stop();
    },
    [],
  );
  useEffect(
    () => () => {
      if (state.kind === 'done') URL.revokeObjectURL(state.url);
    },
    [state],
  );

  async function start() {
    if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
      setState({ kind: 'error', message: 'This browser cannot record audio. Upload a file instead.' });
      return;
    }
    try {
      const media = await navigator.mediaDevices.getUserMedia({ audio: true });
      stream.current = media;
      const options = MediaRecorder.isTypeSupported(MIME) ? { mimeType: MIME } : undefined;
      const rec = new MediaRecorder(media, options);
      const chunks: Blob[] = [];
      rec.ondataavailable = (e) => {
        if (e.data.size > 0) chunks.push(e.data);
      };
      rec.onstop = () => {
        for (const track of media.getTracks()) track.stop();
        const blob = new Blob(chunks, { type: 'audio/webm' });
        const file = new File([blob], `recording-${new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-')}.webm`, {
          type: 'audio/webm',
        });
        setState({ kind: 'done', url: URL.createObjectURL(blob), file });
        onRecording(file);
      };
      recorder.current = rec;
      rec.start(250);
      setSeconds(0);
      onRecording(null);
      setState({ kind: 'recording', startedAt: Date.now() });
    } catch {
      setState({ kind: 'error', message: 'The microphone could not be opened. Allow access to it and try again.' });
    }
  }

  function stop() {
    recorder.current?.stop();
  }

  const clock = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return (
    <section aria-label="Recorder" className="rounded-xl border-2 border-sand-300 bg-sand-50 p-4">
      {state.kind === 'recording' ? (
        <div className="flex flex-wrap items-center gap-3">
          <span className="inline-flex items-center gap-2 font-semibold text-coral-700" role="status">
            <span aria-hidden="true" className="size-3 animate-pulse rounded-full bg-coral-500" />
            Recording {clock}
          </span>
          <Button variant="secondary" onClick={stop}>
            Stop
          </Button>
        </div>
      ) : state.kind === 'done' ? (
        <div className="flex flex-col gap-3">
          {/* biome-ignore lint/a11y/useMediaCaption: the artist's own fresh recording has no captions yet */}
          <audio controls src={state.url} className="w-full" aria-label="Your recording" />
          <div>
            <Button variant="outline" size="sm" onClick={start} disabled={disabled}>
              Record again
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-2">
          <p className="text-cloth-800">Record straight from your microphone, listen back, then upload the take.</p>
          {state.kind === 'error' ? (
            <p role="alert" className="font-semibold text-coral-700">
              {state.message}
            </p>
          ) : null}
          <div>
            <Button variant="secondary" onClick={start} disabled={disabled}>
              Start recording
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
