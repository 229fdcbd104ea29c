import { Leaderboard, type LeaderboardRow } from '@croupier/contract';
import { JsonText } from '../../platform/http.ts';
import type { BoardRow } from './repository.ts';

/**
 * How long a leaderboard page is served from memory: every poll of every open board reads the
 * same page, so a busy board costs one query per page per interval (docs/decisions/026). The
 * board stays current within this, well inside the second the issue asks.
 */
export const LEADERBOARD_CACHE_MS = 500;

/** A page of a board as read at `at`, with the board's size then. */
export interface BoardPage {
  at: number;
  rows: BoardRow[];
  participants: number;
  /** The page as a guest reads it (no own row), serialized once: every open board polls it. */
  guestJson?: JsonText;
}

/** Bounds the pages kept: a crawler walking every page of every board cannot grow it without end. */
const MAX_PAGES = 10_000;

/** Leaderboard pages read lately, as promises: the readers of one interval share one query. */
export class BoardPages {
  private readonly pages = new Map<string, { at: number; page: Promise<BoardPage> }>();

  constructor(
    private readonly now: () => number,
    private readonly read: (id: string, page: number, size: number) => Promise<Omit<BoardPage, 'at'>>,
  ) {}

  /** A page of the board, from memory when read less than LEADERBOARD_CACHE_MS ago. */
  get(id: string, page: number, size: number): Promise<BoardPage> {
    const key = `${id}:${page}:${size}`;
    const now = this.now();
    const hit = this.pages.get(key);
    if (hit && now - hit.at < LEADERBOARD_CACHE_MS && now >= hit.at) return hit.page;
    const fresh = this.read(id, page, size).then((read) => ({ ...read, at: now }));
    if (this.pages.size >= MAX_PAGES) this.pages.clear();
    this.pages.set(key, { at: now, page: fresh });
    fresh.catch(() => {
      if (this.pages.get(key)?.page === fresh) this.pages.delete(key);
    });
    return fresh;
  }

  /** The page a guest reads, validated and serialized once per read of the page. */
  async guest(id: string, page: number, size: number): Promise<JsonText> {
    const read = await this.get(id, page, size);
    read.guestJson ??= new JsonText(JSON.stringify(Leaderboard.parse(boardView(read, page, size, null))));
    return read.guestJson;
  }
}

export function boardView(read: BoardPage, page: number, size: number, own: BoardRow | null): Leaderboard {
  return {
    rows: read.rows.map(rowView),
    page,
    size,
    totalPages: Math.ceil(read.participants / size),
    own: own && rowView(own),
  };
}

export const rowView = (r: BoardRow): LeaderboardRow => ({ place: r.place, name: r.name, points: r.points });
