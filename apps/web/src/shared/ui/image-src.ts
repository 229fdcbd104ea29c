import { DEFAULT_IMAGE_QUALITY } from '@croupier/contract/constants';
import { imageServiceUrl } from '../config/index.ts';

/**
 * The address of a catalogue image shown `width` CSS pixels wide (000 §9 "default image quality
 * 75"). With an image service configured (`images` / `VITE_IMAGE_URL`) the image goes through it at
 * that width and the quality, 75 unless a caller says otherwise; vector images and inline data are
 * never re-encoded. Without one the catalogue's address is used as it is: the platform's own
 * artwork is generated at tile size as lossless PNG (ADR 032) and has no quality to choose.
 */
export function imageSrc(src: string, width: number, quality: number = DEFAULT_IMAGE_QUALITY): string {
  const service = imageServiceUrl();
  if (!service || /\.svg(\?|$)/i.test(src) || src.startsWith('data:')) return src;
  const params = new URLSearchParams({ url: src, w: String(Math.round(width)), q: String(quality) });
  return `${service}${service.includes('?') ? '&' : '?'}${params}`;
}

/** `srcset` for 1× and 2× screens through the image service; undefined without one. */
export function imageSrcSet(
  src: string,
  width: number,
  quality: number = DEFAULT_IMAGE_QUALITY,
): string | undefined {
  const once = imageSrc(src, width, quality);
  if (once === src) return undefined;
  return `${once} 1x, ${imageSrc(src, width * 2, quality)} 2x`;
}
