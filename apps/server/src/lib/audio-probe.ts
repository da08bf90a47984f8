import { execFile } from 'node:child_process';
import { open } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import { type IAudioMetadata, parseFile } from 'music-metadata';
import { AppError } from './app-error.js';

export type AudioInfo = {
  /** The type served to players. */
  mime: string;
  /** The extension the stored file gets. */
  ext: string;
  durationSeconds: number | null;
  bitrate: number | null;
  sampleRate: number | null;
  channels: number | null;
  codec: string | null;
};

/**
 * The audio containers we accept, by the type file-type reads from the bytes
 * section 5: MPEG, WAV, OGG incl. Opus, and WebM/Opus from in-browser recording).
 * file-type reports Opus as `audio/ogg; codecs=opus`: only the part before `;` counts.
 */
const ACCEPTED: Record<string, { mime: string; ext: string } | undefined> = {
  'audio/mpeg': { mime: 'audio/mpeg', ext: 'mp3' },
  'audio/wav': { mime: 'audio/wav', ext: 'wav' },
  'audio/vnd.wave': { mime: 'audio/wav', ext: 'wav' },
  'audio/x-wav': { mime: 'audio/wav', ext: 'wav' },
  'audio/ogg': { mime: 'audio/ogg', ext: 'ogg' },
  'audio/opus': { mime: 'audio/ogg', ext: 'opus' },
  'audio/webm': { mime: 'audio/webm', ext: 'webm' },
  // A WebM file is reported as video until its tracks are read; audio-only is checked below.
  'video/webm': { mime: 'audio/webm', ext: 'webm' },
};

const invalid = () => new AppError('INVALID_AUDIO_TYPE', 415);

/**
 * Checks an uploaded audio file by its bytes and reads its duration and bitrate. A file of
 * another type, an undecodable one or a truncated one is refused with 415.
 */
export async function probeAudio(file: string, size: number): Promise<AudioInfo> {
  const type = await fileTypeFromFile(file).catch(() => undefined);
  const base = type?.mime.split(';')[0]?.trim() ?? '';
  const accepted = ACCEPTED[base];
  if (!type || !accepted) throw invalid();
  const ext = type.ext === 'opus' ? 'opus' : accepted.ext;

  let meta: IAudioMetadata;
  try {
    meta = await parseFile(file, { duration: true, skipCovers: true });
  } catch {
    // A browser's MediaRecorder writes WebM clusters of unknown size, which music-metadata
    // cannot walk: such a recording is checked by ffprobe instead (audio streams only).
    if (accepted.ext === 'webm') return probeWebmRecording(file);
    throw invalid();
  }
  const f = meta.format;
  if (f.hasAudio === false || f.hasVideo === true) throw invalid();
  const duration = typeof f.duration === 'number' && Number.isFinite(f.duration) ? f.duration : null;
  // A browser recording (WebM) may carry no duration; every other container must.
  if (duration === null ? accepted.ext !== 'webm' : duration <= 0) throw invalid();
  if (await looksTruncated(file, size, accepted.ext, meta)) throw invalid();

  const bitrate =
    typeof f.bitrate === 'number' && Number.isFinite(f.bitrate) && f.bitrate > 0
      ? Math.round(f.bitrate)
      : duration
        ? Math.round((size * 8) / duration)
        : null;
  return {
    mime: accepted.mime,
    ext,
    durationSeconds: duration,
    bitrate,
    sampleRate: f.sampleRate ?? null,
    channels: f.numberOfChannels ?? null,
    codec: f.codec ?? null,
  };
}

/** Whether the container says more bytes exist than arrived (a cut-off upload or copy). */
async function looksTruncated(file: string, size: number, ext: string, meta: IAudioMetadata): Promise<boolean> {
  const warnings = meta.quality.warnings.map((w) => w.message);
  if (ext === 'ogg' || ext === 'opus') {
    return warnings.some((w) => w.startsWith('End-of-stream reached before reaching last page'));
  }
  if (ext === 'wav') {
    const declared = await wavDataEnd(file);
    return declared !== null && declared > size + 1;
  }
  if (ext === 'webm') {
    const declared = await ebmlSegmentEnd(file);
    return declared !== null && declared > size;
  }
  if (ext === 'mp3') {
    // MPEG frames carry no total length; a Xing/LAME header (or the frames scanned) gives the
    // duration, so far fewer bytes than duration × bitrate means the file was cut.
    const declared = await xingStreamBytes(file);
    if (declared !== null) return declared > size;
    const { duration, bitrate } = meta.format;
    if (!duration || !bitrate) return false;
    return size < ((duration * bitrate) / 8) * 0.8;
  }
  return false;
}

async function readHead(file: string, length: number, position = 0): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buf = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buf, 0, length, position);
    return buf.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * The byte count of the MPEG stream a Xing/Info (LAME) header declares, plus the ID3v2 tag
 * before it; null when the file has no such header.
 */
async function xingStreamBytes(file: string): Promise<number | null> {
  const start = await readHead(file, 10);
  let id3 = 0;
  if (start.toString('latin1', 0, 3) === 'ID3' && start.length === 10) {
    id3 =
      10 +
      (((start[6] as number) << 21) |
        ((start[7] as number) << 14) |
        ((start[8] as number) << 7) |
        (start[9] as number));
  }
  const head = await readHead(file, 4096, id3);
  let at = head.indexOf('Xing', 0, 'latin1');
  if (at < 0) at = head.indexOf('Info', 0, 'latin1');
  if (at < 0 || at + 16 > head.length) return null;
  const flags = head.readUInt32BE(at + 4);
  if (!(flags & 0x2)) return null;
  const bytes = head.readUInt32BE(at + 8 + (flags & 0x1 ? 4 : 0));
  return bytes > 0 ? id3 + bytes : null;
}

/** Where the RIFF `data` chunk says the samples end, or null when it does not say. */
async function wavDataEnd(file: string): Promise<number | null> {
  const head = await readHead(file, 64 * 1024);
  let offset = 12;
  while (offset + 8 <= head.length) {
    const id = head.toString('latin1', offset, offset + 4);
    const length = head.readUInt32LE(offset + 4);
    if (id === 'data') return length === 0 || length === 0xffffffff ? null : offset + 8 + length;
    offset += 8 + length + (length % 2);
  }
  return null;
}

/** Where the WebM Segment element says the file ends, or null for a live recording's "unknown size". */
async function ebmlSegmentEnd(file: string): Promise<number | null> {
  const head = await readHead(file, 4096);
  const vint = (at: number, keepMarker: boolean) => {
    const first = head[at];
    if (first === undefined || first === 0) return null;
    const width = Math.clz32(first) - 23;
    if (at + width > head.length) return null;
    let value = keepMarker ? first : first & (0xff >> width);
    let allOnes = value === 0xff >> width;
    for (let i = 1; i < width; i++) {
      const b = head[at + i] as number;
      value = value * 256 + b;
      if (b !== 0xff) allOnes = false;
    }
    return { value, width, unknown: !keepMarker && allOnes };
  };
  let at = 0;
  for (let i = 0; i < 2; i++) {
    const id = vint(at, true);
    if (!id) return null;
    const length = vint(at + id.width, false);
    if (!length) return null;
    const bodyStart = at + id.width + length.width;
    if (id.value === 0x18538067) return length.unknown ? null : bodyStart + length.value;
    at = bodyStart + length.value; // skip the EBML header
  }
  return null;
}

const FFPROBE = process.env.FFPROBE_PATH ?? 'ffprobe';

/**
 * A WebM recording as browsers write it (live, unknown sizes, often no duration), read by
 * Debian's ffprobe: it must hold audio streams and nothing else. Without ffprobe, or when it
 * cannot read the file, the file is refused like any undecodable upload.
 */
async function probeWebmRecording(file: string): Promise<AudioInfo> {
  const out = await new Promise<string>((resolve, reject) => {
    execFile(
      FFPROBE,
      [
        '-v',
        'error',
        '-show_entries',
        'format=duration,bit_rate:stream=codec_type,codec_name,sample_rate,channels',
        '-of',
        'json',
        file,
      ],
      { timeout: 15_000, maxBuffer: 1024 * 1024 },
      (err, stdout) => (err ? reject(invalid()) : resolve(stdout)),
    );
  });
  let info: {
    streams?: { codec_type?: string; codec_name?: string; sample_rate?: string; channels?: number }[];
    format?: { duration?: string; bit_rate?: string };
  };
  try {
    info = JSON.parse(out);
  } catch {
    throw invalid();
  }
  const streams = info.streams ?? [];
  const audio = streams.find((st) => st.codec_type === 'audio');
  if (!audio || streams.some((st) => st.codec_type !== 'audio')) throw invalid();
  const duration = Number(info.format?.duration);
  const bitrate = Number(info.format?.bit_rate);
  const sampleRate = Number(audio.sample_rate);
  return {
    mime: 'audio/webm',
    ext: 'webm',
    durationSeconds: Number.isFinite(duration) && duration > 0 ? duration : null,
    bitrate: Number.isFinite(bitrate) && bitrate > 0 ? Math.round(bitrate) : null,
    sampleRate: Number.isFinite(sampleRate) && sampleRate > 0 ? sampleRate : null,
    channels: audio.channels ?? null,
    codec: audio.codec_name ?? null,
  };
}
