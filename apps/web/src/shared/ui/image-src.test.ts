import { render } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { imageSrc, imageSrcSet } from './image-src.ts';
import { LazyImage } from './LazyImage.tsx';

afterEach(() => {
  window.__CROUPIER_CONFIG__ = undefined;
});

describe('catalogue image addresses (000 §9 default image quality 75)', () => {
  it('go through the image service at the shown width and quality 75 unless told otherwise', () => {
    window.__CROUPIER_CONFIG__ = { images: 'https://img.example.com/resize' };
    expect(imageSrc('/api/artwork/games/lucky-wheel.png', 180)).toBe(
      'https://img.example.com/resize?url=%2Fapi%2Fartwork%2Fgames%2Flucky-wheel.png&w=180&q=75',
    );
    expect(imageSrc('/a.png', 640, 90)).toBe('https://img.example.com/resize?url=%2Fa.png&w=640&q=90');
    expect(imageSrcSet('/a.png', 180)).toBe(
      'https://img.example.com/resize?url=%2Fa.png&w=180&q=75 1x, https://img.example.com/resize?url=%2Fa.png&w=360&q=75 2x',
    );
    // A service address that has a query of its own keeps it.
    window.__CROUPIER_CONFIG__ = { images: '/_img?fmt=webp' };
    expect(imageSrc('/a.png', 48)).toBe('/_img?fmt=webp&url=%2Fa.png&w=48&q=75');
  });

  it("a game tile's artwork asks the service for its width at quality 75", () => {
    window.__CROUPIER_CONFIG__ = { images: '/_img' };
    const { container } = render(
      createElement(LazyImage, { src: '/api/artwork/games/x.png', alt: '', width: 180, height: 240 }),
    );
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/_img?url=%2Fapi%2Fartwork%2Fgames%2Fx.png&w=180&q=75');
    expect(img?.getAttribute('srcset')).toContain('w=360&q=75 2x');
  });

  it('leave vector images, inline data and every address without a service as they are', () => {
    window.__CROUPIER_CONFIG__ = { images: 'https://img.example.com/resize' };
    expect(imageSrc('/api/artwork/providers/bolt.svg', 48)).toBe('/api/artwork/providers/bolt.svg');
    expect(imageSrc('data:image/png;base64,AAAA', 48)).toBe('data:image/png;base64,AAAA');
    window.__CROUPIER_CONFIG__ = undefined;
    expect(imageSrc('/api/artwork/games/lucky-wheel.png', 180)).toBe('/api/artwork/games/lucky-wheel.png');
    expect(imageSrcSet('/api/artwork/games/lucky-wheel.png', 180)).toBeUndefined();
  });
});
