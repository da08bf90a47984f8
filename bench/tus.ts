import { readFileSync } from 'node:fs';
import * as tus from 'tus-js-client';
import { type BenchApp, startApp, uploadSong } from './lib/app.js';
import type { Figure } from './lib/figure.js';
import { coverFile, wavFile } from './lib/fixtures.js';

const MB = 1024 * 1024;
const CHUNK = 5 * MB;

/** A finished tus upload of the cover; answers its id for the audio's metadata. */
function sendCover(app: BenchApp, endpoint: string, data: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const up = new tus.Upload(data, {
      endpoint,
      headers: { authorization: `Bearer ${app.token}` },
      metadata: { kind: 'cover', filename: 'cover.png', filetype: 'image/png' },
      onError: reject,
      onSuccess: () => resolve((up.url ?? '').split('/').pop() ?? ''),
    });
    up.start();
  });
}

/**
 * Resumable uploads: a 100 MB WAV through tus-js-client in Node, cut at 60 % (the upload
 * aborted mid-chunk), then resumed from the offset the server reports. Budget: at most 45 MB sent
 * after the cut. Baseline: the same size through POST /api/artist/upload in the same run.
 */
export async function benchTus(): Promise<Figure[]> {
  const app = await startApp({ port: 3913 });
  try {
    const endpoint = `${app.url}/api/artist/uploads/tus`;
    const cover = readFileSync(await coverFile());
    const audio = readFileSync(wavFile(100_000_000));
    const headers = { authorization: `Bearer ${app.token}` };
    const metadata = { kind: 'audio', title: 'Resumed hundred', artist: 'Bench Ensemble', genre: 'Songs' };

    // The baseline: one multipart POST of a file of the same size (other bytes: not a duplicate).
    let started = Date.now();
    await uploadSong(app, wavFile(100_000_004), await coverFile(), 'Multipart hundred');
    const postSeconds = (Date.now() - started) / 1000;

    started = Date.now();
    const coverId = await sendCover(app, endpoint, cover);
    const options = { endpoint, headers, chunkSize: CHUNK, metadata: { ...metadata, cover: coverId } };
    const url = await new Promise<string>((resolve, reject) => {
      const up: tus.Upload = new tus.Upload(audio, {
        ...options,
        onError: reject,
        onProgress: (sent, total) => {
          if (sent / total >= 0.6 && up.url) {
            const at = up.url;
            void up.abort().then(() => resolve(at));
          }
        },
      });
      up.start();
    });
    let sentAfter = 0;
    let resumedAt = 0;
    let song = '';
    await new Promise<void>((resolve, reject) => {
      const up = new tus.Upload(audio, {
        ...options,
        uploadUrl: url,
        onError: reject,
        onAfterResponse: (req, res) => {
          if (req.getMethod() === 'HEAD') resumedAt = Number(res.getHeader('Upload-Offset'));
          if (req.getMethod() === 'PATCH' && res.getStatus() === 201) song = res.getBody();
        },
        onChunkComplete: (size) => {
          sentAfter += size;
        },
        onSuccess: () => resolve(),
      });
      up.start();
    });
    const tusSeconds = (Date.now() - started) / 1000;
    if (!song.includes('Resumed hundred')) throw new Error(`no song in the last answer: ${song.slice(0, 200)}`);
    const afterMb = sentAfter / MB;
    return [
      {
        name: 'tus 100 MB WAV cut at 60 %: bytes sent after resuming',
        value: `${afterMb.toFixed(1)} MB (resumed at ${((resumedAt / audio.length) * 100).toFixed(1)} %)`,
        baseline: `${(audio.length / MB).toFixed(1)} MB file`,
        ratio: `${((sentAfter / audio.length) * 100).toFixed(1)} % of the file`,
        budget: '≤ 45 MB',
        ok: afterMb <= 45,
      },
      {
        name: 'tus 100 MB WAV (cut and resumed, 5 MB chunks): total time',
        value: `${tusSeconds.toFixed(1)} s`,
        baseline: `POST /api/artist/upload ${postSeconds.toFixed(1)} s`,
        ratio: `${(tusSeconds / postSeconds).toFixed(2)}×`,
        budget: 'reported',
        ok: true,
      },
    ];
  } finally {
    await app.stop();
  }
}
