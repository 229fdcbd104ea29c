import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import { Button } from '../../../shared/ui/Button.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { gameSearchQuery } from '../api/search-games.ts';

/**
 * The tournament's games: those chosen (each removable) and a search of the catalogue by name whose
 * results are added with a button. A game is named by its slug, as the tournament keeps it.
 */
export function GamePicker({
  value,
  onChange,
  error,
}: {
  value: readonly string[];
  onChange(games: string[]): void;
  error?: string | undefined;
}) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const name = useDeferredValue(typed.trim());
  const found = useQuery(gameSearchQuery(name));
  // The names of the games added here; a game the tournament had before shows its slug.
  const [names, setNames] = useState<Record<string, string>>({});
  const results = name ? (found.data?.content ?? []) : [];
  return (
    <fieldset
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
      className="space-y-2"
    >
      <legend className="font-medium text-slate-800 text-sm">Games</legend>
      {value.length === 0 ? (
        <p className="text-slate-600 text-sm">No game chosen yet.</p>
      ) : (
        <ul aria-label="Chosen games" className="flex flex-wrap gap-2">
          {value.map((slug) => (
            <li
              key={slug}
              className="flex items-center gap-2 rounded border border-slate-300 bg-white py-1 pr-1 pl-3 text-sm"
            >
              {names[slug] ?? slug}
              <Button
                variant="secondary"
                className="px-2 py-1"
                aria-label={`Remove ${names[slug] ?? slug}`}
                onClick={() => onChange(value.filter((s) => s !== slug))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={`${id}-error`} className="text-red-800 text-sm">
          {error}
        </p>
      )}
      <TextField
        label="Find a game"
        type="search"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        className="max-w-sm"
      />
      {name && (
        <div aria-live="polite">
          {found.isError ? (
            <p className="text-red-800 text-sm">The catalogue could not be searched.</p>
          ) : results.length === 0 ? (
            <p className="text-slate-600 text-sm">
              {found.isFetching ? 'Searching…' : `No game matches “${name}”.`}
            </p>
          ) : (
            <ul aria-label="Games found" className="space-y-1">
              {results.map((game) => {
                const chosen = value.includes(game.slug);
                return (
                  <li key={game.uuid} className="flex items-center gap-2 text-sm">
                    <Button
                      variant="secondary"
                      className="px-2 py-1"
                      disabled={chosen}
                      // The same name may be another studio's game: the studio tells them apart.
                      aria-label={`${chosen ? 'Chosen' : 'Add'} ${game.fullGameName} by ${game.providerName}`}
                      onClick={() => {
                        setNames((all) => ({ ...all, [game.slug]: game.fullGameName }));
                        onChange([...value, game.slug]);
                      }}
                    >
                      {chosen ? 'Chosen' : 'Add'}
                    </Button>
                    <span>
                      {game.fullGameName} <span className="text-slate-600">· {game.providerName}</span>
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
    </fieldset>
  );
}
