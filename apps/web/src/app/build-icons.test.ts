import { inflateSync } from 'node:zlib';
import { APP_ICONS, APPLE_TOUCH_ICON } from '@croupier/contract/rules/installable';
import { describe, expect, it } from 'vitest';
import { drawIcon } from '../../build/icons.ts';

/** A PNG as the build writes it (one IDAT, RGBA, no filters) read back: size and pixels. */
function readPng(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const idat = png.indexOf('IDAT');
  const rows = inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)));
  const pixel = (x: number, y: number) => {
    const at = y * (width * 4 + 1) + 1 + x * 4;
    return [...rows.subarray(at, at + 4)];
  };
  return { width, height, pixel };
}

describe("the brand mark's icons (build/icons.ts, ADR 061)", () => {
  it('draws each icon the manifest and the shell name at its size', () => {
    for (const icon of [...APP_ICONS, APPLE_TOUCH_ICON]) {
      const { width, height } = readPng(drawIcon(icon));
      expect([width, height], icon.path).toEqual([icon.size, icon.size]);
    }
  });

  it('rounds the corners of a plain icon and fills the whole square of a maskable one', () => {
    const plain = readPng(drawIcon({ size: 192, purpose: 'any' }));
    expect(plain.pixel(0, 0)[3]).toBe(0);
    expect(plain.pixel(96, 20)).toEqual([0x0d, 0x11, 0x17, 255]); // the dark square
    expect(plain.pixel(96, 96 - 60)).toEqual([0xf5, 0xb3, 0x01, 255]); // on the ring (radius 60)

    const maskable = readPng(drawIcon({ size: 512, purpose: 'maskable' }));
    expect(maskable.pixel(0, 0)).toEqual([0x0d, 0x11, 0x17, 255]);
    // The ring stays inside the safe zone, a circle of 40 % of the size around the centre.
    for (let x = 0; x < 512; x++) {
      const dx = x + 0.5 - 256;
      if (Math.abs(dx) > 0.4 * 512) expect(maskable.pixel(x, 256), `x=${x}`).toEqual([0x0d, 0x11, 0x17, 255]);
    }
  });
});
