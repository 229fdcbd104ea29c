import { escapeHtml } from '../../platform/html.ts';
import { encodePng } from './png.ts';

/** Generated artwork: the demo catalogue ships no images, and tiles still look like a lobby. */

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Game artwork is a small raster, 3:4 like the tiles (the web draws the name over it as HTML). */
export const GAME_ART_WIDTH = 180;
export const GAME_ART_HEIGHT = 240;

function rgbOf(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h.padEnd(6, '0');
  const n = Number.parseInt(full.slice(0, 6), 16) || 0;
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/**
 * A game's artwork as PNG: a diagonal gradient of its palette, soft discs and a ring placed by a
 * hash of its name, and a darker foot where the tile writes the name. No text and no SVG: a raster
 * decodes once off the main thread, where an SVG image is a document of its own for every tile
 * (ADR 032: scrolling 1,000 SVG tiles dropped frames).
 */
export function gameArtwork(name: string, palette: readonly string[]): Buffer {
  const bg = rgbOf(palette[0] ?? '#111');
  const accent = rgbOf(palette[1] ?? '#fa0');
  const light = rgbOf(palette[2] ?? '#fff');
  const w = GAME_ART_WIDTH;
  const h = GAME_ART_HEIGHT;
  const seed = hash(name);
  const discs = Array.from({ length: 6 }, (_, i) => ({
    x: (seed >>> (i * 3)) % w,
    y: (seed >>> (i * 2 + 5)) % h,
    r: 24 + ((seed >>> i) % 80),
    colour: i % 2 ? accent : light,
    alpha: 0.12 + (i % 3) * 0.08,
  }));
  const ring = { x: w * (0.3 + ((seed >>> 7) % 40) / 100), y: h * 0.38, r: 70 + (seed % 40), width: 10 };
  const rgb = new Uint8Array(w * h * 3);
  const px = new Float64Array(3);
  /** Blends `colour` over the pixel by `amount` (0 to 1). */
  const blend = (colour: readonly number[], amount: number) => {
    for (let c = 0; c < 3; c++) px[c] = px[c]! + (colour[c]! - px[c]!) * amount;
  };
  for (let y = 0; y < h; y++) {
    // The lower part darkens towards the foot so white text stays readable on any palette.
    const foot = y > h * 0.55 ? ((y - h * 0.55) / (h * 0.45)) ** 1.5 * 0.6 : 0;
    for (let x = 0; x < w; x++) {
      const t = (x / w + y / h) / 2;
      for (let c = 0; c < 3; c++) px[c] = bg[c]! * (1 - t) + accent[c]! * t;
      for (const d of discs) {
        const d2 = (x - d.x) ** 2 + (y - d.y) ** 2;
        // One pixel of soft edge, so the discs are antialiased.
        if (d2 < (d.r + 0.5) ** 2) blend(d.colour, d.alpha * Math.min(1, d.r - Math.sqrt(d2) + 0.5));
      }
      const fromRing = Math.abs(Math.sqrt((x - ring.x) ** 2 + (y - ring.y) ** 2) - ring.r);
      if (fromRing < ring.width / 2 + 0.5) blend(light, 0.35 * Math.min(1, ring.width / 2 - fromRing + 0.5));
      const at = (y * w + x) * 3;
      // Levels in steps of 4 (invisible on these gradients): the PNG predictor then finds runs, and
      // a tile weighs about 11 KB instead of 17 (the first tiles are the lobby's LCP, ADR 034).
      for (let c = 0; c < 3; c++) rgb[at + c] = Math.min(255, Math.round((px[c]! * (1 - foot)) / 4) * 4);
    }
  }
  return encodePng(w, h, rgb);
}

export function providerArtwork(name: string, palette: readonly string[]): string {
  const [bg = '#111', accent = '#fa0'] = palette;
  const initials = name
    .split(' ')
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 120" width="240" height="120" role="img" aria-label="${escapeHtml(name)}">
<rect width="240" height="120" rx="16" fill="${bg}"/><circle cx="60" cy="60" r="36" fill="${accent}"/>
<g font-family="system-ui,sans-serif" font-weight="800"><text x="60" y="72" font-size="32" text-anchor="middle" fill="${bg}">${escapeHtml(initials)}</text>
<text x="108" y="68" font-size="17" fill="${accent}">${escapeHtml(name.length > 13 ? `${name.slice(0, 12)}…` : name)}</text></g></svg>`;
}
