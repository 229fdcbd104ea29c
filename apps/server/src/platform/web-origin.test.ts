import { describe, expect, it } from 'vitest';
import { embeddingOrigin } from './web-origin.ts';

describe('embeddingOrigin', () => {
  const local = 'http://localhost:3000';

  it('follows the loopback name the player used for a loopback site', () => {
    expect(embeddingOrigin(local, 'http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
    expect(embeddingOrigin(local, 'http://[::1]:3000')).toBe('http://[::1]:3000');
    expect(embeddingOrigin('http://127.0.0.1:3000', 'http://localhost:3000')).toBe('http://localhost:3000');
  });

  it('keeps the configured origin for anything else', () => {
    expect(embeddingOrigin(local, undefined)).toBe(local);
    expect(embeddingOrigin(local, 'http://127.0.0.1:4000')).toBe(local);
    expect(embeddingOrigin(local, 'https://127.0.0.1:3000')).toBe(local);
    expect(embeddingOrigin(local, 'http://evil.example:3000')).toBe(local);
    expect(embeddingOrigin(local, 'not a url')).toBe(local);
    expect(embeddingOrigin('https://casino.example', 'http://localhost:3000')).toBe('https://casino.example');
    expect(embeddingOrigin('https://casino.example', 'https://casino.example.evil')).toBe(
      'https://casino.example',
    );
  });
});
