import { useTranslation } from 'react-i18next';
import { cx } from '../lib/cx.ts';

export interface HeartProps {
  gameId: string;
  gameName: string;
  className?: string;
}

/**
 * A toggle button (`aria-pressed`). Its name stays "Favourite <game>" whatever its state, as toggle
 * buttons should; the tooltip says what pressing does. `busy`: its state is not known yet, so a
 * press could mean the opposite of what the player sees; it is disabled until it is known.
 */
export function Heart({
  gameName,
  className,
  on,
  busy = false,
  onClick,
}: Omit<HeartProps, 'gameId'> & { on: boolean; busy?: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-pressed={on}
      disabled={busy}
      aria-busy={busy || undefined}
      aria-label={t('favorites.toggle', { game: gameName })}
      title={t(on ? 'favorites.remove' : 'favorites.add')}
      onClick={onClick}
      className={cx(
        // No backdrop filter: one per tile made a compositing layer each, and cost every scrolled frame.
        'focus-ring grid size-9 place-items-center rounded-full bg-bg/80 transition hover:bg-bg disabled:cursor-progress',
        on ? 'text-primary' : 'text-fg',
        className,
      )}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3 4.5 6.6 4.5c2.1 0 3.9 1.3 5.4 3.2 1.5-1.9 3.3-3.2 5.4-3.2 3.6 0 5.7 3.7 4.2 7.2C19.5 16.4 12 21 12 21z"
          fill={on ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
