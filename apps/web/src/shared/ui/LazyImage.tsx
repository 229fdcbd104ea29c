import { cx } from '../lib/cx.ts';
import { imageSrc, imageSrcSet } from './image-src.ts';

/**
 * An image in a box of fixed aspect ratio, so the layout never jumps while it arrives. It loads when
 * near the viewport, or at once and first (`priority`) when it is part of the first screen's largest
 * paint (ADR 034). No fade: it would delay that paint and animate every tile scrolled into view.
 * Through the image service, when there is one, at its width and the default quality (000 §9).
 */
export function LazyImage({
  src,
  alt,
  width,
  height,
  priority = false,
  className,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  priority?: boolean;
  className?: string;
}) {
  return (
    <div
      className={cx('relative overflow-hidden bg-surface-raised', className)}
      style={{ aspectRatio: `${width} / ${height}` }}
    >
      <img
        src={imageSrc(src, width)}
        srcSet={imageSrcSet(src, width)}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        className="absolute inset-0 h-full w-full object-cover"
      />
    </div>
  );
}
