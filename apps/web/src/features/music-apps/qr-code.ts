import { create } from 'qrcode';

export type QrShape = {
  /** Modules per side, quiet zone excluded. */
  size: number;
  /** One SVG path of every dark module, in module units (draw it in a `0 0 size size` box). */
  path: string;
};

/**
 * The QR code of a text as one SVG path: each row's runs of dark modules become `h` strokes
 * of height 1, so the browser draws a few hundred segments instead of thousands of squares,
 * and React renders it as plain elements (no HTML string). Error correction M: a phone's
 * camera reads it from a screen across the room.
 */
export function qrShape(text: string): QrShape {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const { size } = modules;
  const parts: string[] = [];
  for (let row = 0; row < size; row++) {
    let col = 0;
    while (col < size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < size && modules.get(row, col)) col++;
      parts.push(`M${start} ${row}h${col - start}v1h${start - col}z`);
    }
  }
  return { size, path: parts.join('') };
}
