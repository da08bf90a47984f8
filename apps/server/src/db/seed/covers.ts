import sharp from 'sharp';
import { rng } from './synth.js';

/**
 * Demo covers drawn as SVG and rasterised with sharp: bands of diamonds, triangles and
 * zigzags in the spirit of Nupe brass work, glass beads and woven cloth, in a palette per
 * artist, with the title set in the lower band.
 */
export async function drawCover(opts: { title: string; palette: [string, string, string, string]; seed: number }) {
  const [bg, a, b, c] = opts.palette;
  const random = rng(opts.seed);
  const size = 1000;
  const parts: string[] = [`<rect width="${size}" height="${size}" fill="${bg}"/>`];
  const bands = 5;
  const bandH = 150;
  for (let band = 0; band < bands; band++) {
    const y = 40 + band * (bandH + 10);
    const kind = Math.floor(random() * 3);
    const color = [a, b, c][band % 3];
    const count = 5 + Math.floor(random() * 4);
    const w = size / count;
    for (let i = 0; i < count; i++) {
      const x = i * w;
      if (kind === 0) {
        // Nested diamonds.
        for (let r = 0; r < 3; r++) {
          const inset = r * 18;
          parts.push(
            `<polygon points="${x + w / 2},${y + inset} ${x + w - inset},${y + bandH / 2} ${x + w / 2},${y + bandH - inset} ${x + inset},${y + bandH / 2}" fill="${r % 2 ? bg : color}"/>`,
          );
        }
      } else if (kind === 1) {
        // Alternating triangles.
        parts.push(
          `<polygon points="${x},${y + bandH} ${x + w / 2},${y} ${x + w},${y + bandH}" fill="${color}"/>`,
          `<circle cx="${x + w / 2}" cy="${y + bandH * 0.66}" r="${bandH / 9}" fill="${bg}"/>`,
        );
      } else {
        // A woven zigzag.
        parts.push(
          `<polyline points="${x},${y + bandH * 0.2} ${x + w / 2},${y + bandH * 0.8} ${x + w},${y + bandH * 0.2}" fill="none" stroke="${color}" stroke-width="22"/>`,
          `<polyline points="${x},${y + bandH * 0.5} ${x + w / 2},${y + bandH} ${x + w},${y + bandH * 0.5}" fill="none" stroke="${c}" stroke-width="8"/>`,
        );
      }
    }
  }
  const title = opts.title.replace(/[<>&"']/g, '');
  parts.push(
    `<rect x="0" y="${size - 170}" width="${size}" height="170" fill="${bg}" opacity="0.92"/>`,
    `<text x="${size / 2}" y="${size - 70}" font-family="DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="bold" fill="${a}" text-anchor="middle">${title}</text>`,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${parts.join('')}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
