import { execFileSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

export const FIXTURES = path.join(tmpdir(), 'nupe-bench-fixtures');
mkdirSync(FIXTURES, { recursive: true });

/**
 * A real ~5 MB MP3 (128 kbps, about 5 minutes of tones) made with ffmpeg. Another `tone` is
 * another recording (an uploader's duplicate is refused).
 */
export function mp3File(tone = 220): string {
  const file = path.join(FIXTURES, tone === 220 ? 'five-mb.mp3' : `five-mb-${tone}.mp3`);
  if (!existsSync(file)) {
    execFileSync('ffmpeg', [
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=${tone}:duration=320`,
      '-ac',
      '2',
      '-b:a',
      '128k',
      file,
    ]);
  }
  return file;
}

/** A valid 16-bit stereo PCM WAV of `bytes` bytes (a 44-byte header and a gentle tone), written in chunks. */
export function wavFile(bytes: number): string {
  const file = path.join(FIXTURES, `wav-${bytes}.wav`);
  if (existsSync(file)) return file;
  const dataBytes = bytes - 44;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(bytes - 8, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(2, 22);
  header.writeUInt32LE(44100, 24);
  header.writeUInt32LE(44100 * 4, 28);
  header.writeUInt16LE(4, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(dataBytes, 40);
  const fd = openSync(file, 'w');
  writeSync(fd, header);
  const chunk = Buffer.alloc(4 * 44100);
  for (let i = 0; i < 44100; i++) {
    const v = Math.round(Math.sin((2 * Math.PI * 330 * i) / 44100) * 6000);
    chunk.writeInt16LE(v, i * 4);
    chunk.writeInt16LE(v, i * 4 + 2);
  }
  let left = dataBytes;
  while (left > 0) {
    const n = Math.min(left, chunk.length);
    writeSync(fd, chunk, 0, n);
    left -= n;
  }
  closeSync(fd);
  return file;
}

export async function coverFile(): Promise<string> {
  const file = path.join(FIXTURES, 'cover.png');
  if (!existsSync(file)) {
    await sharp({ create: { width: 800, height: 800, channels: 3, background: { r: 40, g: 36, b: 110 } } })
      .png()
      .toFile(file);
  }
  return file;
}
