import { create } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrShape } from './qr-code';

/** Reads the path back into a grid of dark modules. */
function darkCells(path: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, x, y, w] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    const cells = grid[Number(y)];
    if (!cells) throw new Error(`row ${y} is outside the code`);
    for (let c = Number(x); c < Number(x) + Number(w); c++) cells[c] = true;
  }
  return grid;
}

describe('qrShape', () => {
  const text = 'https://music.example.ng';

  it('draws exactly the dark modules of the QR code', () => {
    const { modules } = create(text, { errorCorrectionLevel: 'M' });
    const shape = qrShape(text);
    expect(shape.size).toBe(modules.size);
    const grid = darkCells(shape.path, shape.size);
    for (let row = 0; row < shape.size; row++) {
      for (let col = 0; col < shape.size; col++) {
        expect(grid[row]?.[col], `module ${row},${col}`).toBe(Boolean(modules.get(row, col)));
      }
    }
  });

  it('starts with the top-left finder pattern, a run of seven dark modules', () => {
    expect(qrShape(text).path.startsWith('M0 0h7v1h-7z')).toBe(true);
  });

  it('grows with the text', () => {
    expect(qrShape(`${text}/${'a'.repeat(80)}`).size).toBeGreaterThan(qrShape(text).size);
  });
});
