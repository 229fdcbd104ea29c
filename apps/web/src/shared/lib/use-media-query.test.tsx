import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useMediaQuery } from './use-media-query.ts';

function Probe() {
  return <p>{useMediaQuery('(min-width: 64rem)', true) ? 'wide' : 'narrow'}</p>;
}

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
});

/** A window whose width the test sets, with the change events a browser sends. */
function fakeWindow(width: number) {
  const listeners = new Set<() => void>();
  const state = { width };
  window.matchMedia = ((query: string) => ({
    get matches() {
      return state.width >= Number(/(\d+)rem/.exec(query)?.[1]) * 16;
    },
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  })) as unknown as typeof window.matchMedia;
  return (next: number) => {
    state.width = next;
    for (const l of listeners) l();
  };
}

describe('useMediaQuery', () => {
  it('answers the query and follows the window', () => {
    const resize = fakeWindow(390);
    render(<Probe />);
    expect(screen.getByText('narrow')).toBeInTheDocument();
    act(() => resize(1280));
    expect(screen.getByText('wide')).toBeInTheDocument();
  });

  it('gives the fallback where there is no matchMedia', () => {
    window.matchMedia = undefined as unknown as typeof window.matchMedia;
    render(<Probe />);
    expect(screen.getByText('wide')).toBeInTheDocument();
  });
});
