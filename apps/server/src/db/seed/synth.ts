/**
 * Tiny synthesiser for the demo catalogue: real, playable 16-bit PCM WAV files made in code
 * (no recordings copied from elsewhere). Each piece is a pentatonic melody over a drum
 * pattern, shaped by a seed so every demo song sounds different.
 */
export type Piece = {
  seconds: number;
  bpm: number;
  /** Base frequency of the melody in Hz. */
  root: number;
  seed: number;
  /** 0 = no drums … 1 = drums to the front (Tsankan, Dj). */
  drums: number;
  /** 0 = plain sine … 1 = bright (more harmonics). */
  brightness: number;
};

export const SAMPLE_RATE = 22_050;

/** A deterministic pseudo-random generator (mulberry32). */
export function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PENTATONIC = [0, 2, 4, 7, 9, 12, 14];

export function synthesize(p: Piece): Float32Array {
  const n = Math.round(p.seconds * SAMPLE_RATE);
  const out = new Float32Array(n);
  const random = rng(p.seed);
  const beat = (60 / p.bpm) * SAMPLE_RATE;
  const step = beat / 2; // eighth notes

  // One cycle of the voice (a sine with some harmonics), read at each note's pitch.
  const TABLE = 2048;
  const table = new Float32Array(TABLE);
  for (let i = 0; i < TABLE; i++) {
    const ph = (2 * Math.PI * i) / TABLE;
    table[i] = Math.sin(ph) + p.brightness * 0.5 * Math.sin(2 * ph) + p.brightness * 0.25 * Math.sin(3 * ph);
  }

  // Melody: one note per eighth, sometimes held, with a soft attack and decay.
  let degree = 2;
  for (let start = 0; start < n; start += step) {
    if (random() < 0.2) continue; // a rest
    degree = Math.max(0, Math.min(PENTATONIC.length - 1, degree + Math.round((random() - 0.5) * 3)));
    const semis = PENTATONIC[degree] as number;
    const freq = p.root * 2 ** (semis / 12);
    const length = Math.min(n - start, step * (random() < 0.3 ? 2 : 1));
    const increment = (freq * TABLE) / SAMPLE_RATE;
    const decay = Math.exp(-3 / length);
    let env = 1;
    let phase = 0;
    const first = Math.floor(start);
    for (let i = 0; i < length; i++) {
      const attack = i < 200 ? i / 200 : 1;
      const at = first + i;
      out[at] = (out[at] as number) + 0.35 * attack * env * (table[(phase | 0) & (TABLE - 1)] as number);
      phase += increment;
      env *= decay;
    }
  }

  // Drums: a low drum on the beats, a slap (noise) on off-beats, in a pattern.
  if (p.drums > 0) {
    const pattern = Array.from({ length: 8 }, () => random());
    let k = 0;
    for (let start = 0; start < n; start += step, k++) {
      const slot = pattern[k % 8] as number;
      const low = k % 4 === 0 || slot > 0.75;
      const slap = !low && slot > 0.45;
      if (!low && !slap) continue;
      const length = Math.min(n - Math.floor(start), Math.floor(SAMPLE_RATE * (low ? 0.25 : 0.08)));
      for (let i = 0; i < length; i++) {
        const tt = i / SAMPLE_RATE;
        const v = low
          ? Math.sin(2 * Math.PI * (55 + 60 * Math.exp(-tt * 30)) * tt) * Math.exp(-tt * 12)
          : (random() * 2 - 1) * Math.exp(-tt * 60);
        const at = Math.floor(start) + i;
        out[at] = (out[at] as number) + p.drums * (low ? 0.6 : 0.3) * v;
      }
    }
  }

  // Fade in and out, then keep within [-1, 1].
  const fade = Math.floor(SAMPLE_RATE * 0.5);
  for (let i = 0; i < fade && i < n; i++) {
    out[i] = (out[i] as number) * (i / fade);
    out[n - 1 - i] = (out[n - 1 - i] as number) * (i / fade);
  }
  for (let i = 0; i < n; i++) out[i] = Math.tanh(out[i] as number);
  return out;
}

/** A canonical 44-byte-header PCM WAV (mono, 16-bit). */
export function encodeWav(samples: Float32Array, sampleRate = SAMPLE_RATE): Buffer {
  const data = samples.length * 2;
  const buf = Buffer.alloc(44 + data);
  buf.write('RIFF', 0, 'latin1');
  buf.writeUInt32LE(36 + data, 4);
  buf.write('WAVE', 8, 'latin1');
  buf.write('fmt ', 12, 'latin1');
  buf.writeUInt32LE(16, 16); // fmt chunk size
  buf.writeUInt16LE(1, 20); // PCM
  buf.writeUInt16LE(1, 22); // mono
  buf.writeUInt32LE(sampleRate, 24);
  buf.writeUInt32LE(sampleRate * 2, 28); // byte rate
  buf.writeUInt16LE(2, 32); // block align
  buf.writeUInt16LE(16, 34); // bits per sample
  buf.write('data', 36, 'latin1');
  buf.writeUInt32LE(data, 40);
  const pcm = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) pcm[i] = Math.round(Math.max(-1, Math.min(1, samples[i] as number)) * 32767);
  // WAV is little-endian, as is every machine Node runs on here.
  Buffer.from(pcm.buffer).copy(buf, 44);
  return buf;
}
