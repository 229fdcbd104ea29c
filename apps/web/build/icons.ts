import { crc32, deflateSync } from 'node:zlib';
import type { Plugin } from 'vite';
// A relative path: Vite bundles its config with every package import left to Node, which cannot
// load the contract's TypeScript.
import {
  APP_ICONS,
  APPLE_TOUCH_ICON,
  type AppIcon,
} from '../../../packages/contract/src/rules/installable.ts';

/**
 * The brand mark of `public/favicon.svg` (a ring on a dark rounded square) drawn as the PNGs an
 * installed site needs (ADR 061), at build time: no image tool and no binary file in the repository.
 * Sizes are fractions of the favicon's 32-unit square.
 */
const MARK = { background: [0x0d, 0x11, 0x17], ring: [0xf5, 0xb3, 0x01], corner: 7, radius: 10, stroke: 4 };
/** A maskable icon's mark shrinks into the middle 80 % (the safe zone), on a full square. */
const MASKABLE_SCALE = 0.8;

/** The icons the build writes (their paths and sizes: contract rules/installable.ts). */
export function appIcons(): Plugin {
  return {
    name: 'croupier:app-icons',
    apply: 'build',
    generateBundle() {
      for (const icon of [...APP_ICONS, APPLE_TOUCH_ICON])
        this.emitFile({ type: 'asset', fileName: icon.path.slice(1), source: drawIcon(icon) });
    },
  };
}

/** The mark as a PNG of `icon.size` pixels; a maskable one fills the whole square. */
export function drawIcon({ size, purpose }: Pick<AppIcon, 'size' | 'purpose'>): Buffer {
  const unit = size / 32;
  const scale = purpose === 'maskable' ? MASKABLE_SCALE : 1;
  const radius = MARK.radius * scale * unit;
  const halfStroke = (MARK.stroke * scale * unit) / 2;
  const corner = purpose === 'maskable' ? 0 : MARK.corner * unit;
  const centre = size / 2;
  const rgba = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const px = x + 0.5 - centre;
      const py = y + 0.5 - centre;
      // Coverage from signed distances: half a pixel of soft edge, so curves are not jagged.
      const square = coverage(roundedSquareDistance(px, py, centre, corner));
      const ring = coverage(Math.abs(Math.hypot(px, py) - radius) - halfStroke);
      const i = (y * size + x) * 4;
      for (let c = 0; c < 3; c++)
        rgba[i + c] = Math.round(MARK.background[c]! * (1 - ring) + MARK.ring[c]! * ring);
      rgba[i + 3] = Math.round(255 * square);
    }
  }
  return encodePng(size, size, rgba);
}

const coverage = (distance: number) => Math.min(1, Math.max(0, 0.5 - distance));

/** Distance from (x, y) to a square of half-side `half` with corners of radius `corner`, centred at 0. */
function roundedSquareDistance(x: number, y: number, half: number, corner: number): number {
  const qx = Math.abs(x) - half + corner;
  const qy = Math.abs(y) - half + corner;
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - corner;
}

/** An 8-bit RGBA PNG: the signature, a header, the rows deflated (no filter), the end. */
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  const rows = Buffer.alloc(height * (width * 4 + 1));
  for (let y = 0; y < height; y++)
    rows.set(rgba.subarray(y * width * 4, (y + 1) * width * 4), y * (width * 4 + 1) + 1);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits a channel, RGBA, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}
