import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPlayPaused } from '../../../shared/protection/play-pause.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { GameFrame } from './GameFrame.tsx';

const URL_ = 'http://studio.test:3100/studio/play?token=x';

afterEach(() => act(() => setPlayPaused(false)));

describe('game frame under a reality check', () => {
  it('tells the studio to pause and goes inert while covered, then resumes', () => {
    renderWithProviders(<GameFrame url={URL_} title="Dragon Gold" exitPath="/games" />);
    const frame = screen.getByTitle('Dragon Gold') as HTMLIFrameElement;
    const post = vi.spyOn(frame.contentWindow!, 'postMessage');
    act(() => setPlayPaused(true));
    expect(post).toHaveBeenLastCalledWith(
      { source: 'croupier-platform', type: 'pause' },
      'http://studio.test:3100',
    );
    expect(frame.parentElement).toHaveAttribute('inert');
    act(() => setPlayPaused(false));
    expect(post).toHaveBeenLastCalledWith(
      { source: 'croupier-platform', type: 'resume' },
      'http://studio.test:3100',
    );
    expect(frame.parentElement).not.toHaveAttribute('inert');
  });

  it('tells a game page that loads while play is paused to pause, once it has loaded', () => {
    act(() => setPlayPaused(true));
    renderWithProviders(<GameFrame url={URL_} title="Dragon Gold" exitPath="/games" />);
    const frame = screen.getByTitle('Dragon Gold') as HTMLIFrameElement;
    const post = vi.spyOn(frame.contentWindow!, 'postMessage');
    expect(post).not.toHaveBeenCalled();
    fireEvent.load(frame);
    expect(post).toHaveBeenLastCalledWith(
      { source: 'croupier-platform', type: 'pause' },
      'http://studio.test:3100',
    );
    act(() => setPlayPaused(false));
    expect(post).toHaveBeenLastCalledWith(
      { source: 'croupier-platform', type: 'resume' },
      'http://studio.test:3100',
    );
  });

  it('tells a game never paused nothing, even when its page loads', () => {
    renderWithProviders(<GameFrame url={URL_} title="Dragon Gold" exitPath="/games" />);
    const frame = screen.getByTitle('Dragon Gold') as HTMLIFrameElement;
    const post = vi.spyOn(frame.contentWindow!, 'postMessage');
    fireEvent.load(frame);
    act(() => setPlayPaused(false));
    expect(post).not.toHaveBeenCalled();
  });
});
