import { type CatalogueGame, UpdateCatalogueGameBody } from '@croupier/contract/catalogue-operator';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { contractResolver, showRefusal, topLevelField } from '../../../shared/forms/contract-resolver.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { Checkbox } from '../../../shared/ui/Checkbox.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { categoriesQuery } from '../api/categories.ts';
import { useUpdateGame } from '../api/update-game.ts';

/** Country codes as typed: separated by commas or spaces. */
const codes = (text: string) => text.split(/[\s,]+/).filter(Boolean);

/** The write's own schema, with the markets typed as one line of codes. */
const schema = UpdateCatalogueGameBody.extend({
  blockedCountries: z.string().transform(codes).pipe(UpdateCatalogueGameBody.shape.blockedCountries),
});
interface Values {
  enabled: boolean;
  featured: boolean;
  blockedCountries: string;
  categories: string[];
}
const FIELDS = ['enabled', 'featured', 'blockedCountries', 'categories'] as const;

/** A game's state, featured mark, the markets it is kept from and its categories. */
export function GameForm({ game, onDone }: { game: CatalogueGame; onDone(): void }) {
  const update = useUpdateGame(game.uuid);
  const categories = useQuery(categoriesQuery);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm<Values, unknown, UpdateCatalogueGameBody>({
    resolver: contractResolver<Values, typeof schema>(schema, undefined, topLevelField),
    defaultValues: {
      enabled: game.enabled,
      featured: game.featured,
      blockedCountries: game.blockedCountries.join(', '),
      categories: game.categories,
    },
  });

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  const submit = async (body: UpdateCatalogueGameBody) => {
    setFailure(null);
    setDone(false);
    try {
      await update.mutateAsync(body);
      setDone(true);
    } catch (error) {
      setFailure(await showRefusal(error, form, topLevelField, FIELDS));
    }
  };

  const titleId = `edit-${game.uuid}`;
  return (
    <form
      noValidate
      aria-labelledby={titleId}
      onSubmit={handleSubmit(submit)}
      className="space-y-4 rounded border border-slate-200 bg-white p-4"
    >
      <h3 id={titleId} className="font-semibold">
        Edit {game.name}
      </h3>
      <div className="flex flex-wrap gap-6">
        <Checkbox label="Enabled (in the lobby)" error={errors.enabled?.message} {...register('enabled')} />
        <Checkbox
          label="Featured (first in the lobby)"
          error={errors.featured?.message}
          {...register('featured')}
        />
      </div>
      <TextField
        label="Not offered in (country codes, such as DE, FR)"
        error={errors.blockedCountries?.message}
        {...register('blockedCountries')}
      />
      <fieldset aria-describedby={errors.categories ? `${titleId}-categories-error` : undefined}>
        <legend className="font-medium text-slate-800 text-sm">Categories</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {(categories.data?.categories ?? []).map((c) => (
            <label key={c.slug} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                value={c.slug}
                className="size-4 accent-blue-800"
                {...register('categories')}
              />
              {c.slug}
            </label>
          ))}
        </div>
        {errors.categories?.message && (
          <p id={`${titleId}-categories-error`} className="mt-1 text-red-800 text-sm">
            {errors.categories.message}
          </p>
        )}
      </fieldset>
      <div className="flex gap-2">
        <Button type="submit" disabled={isSubmitting}>
          Save game
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Close
        </Button>
      </div>
      <p role="status" className="text-green-800 text-sm empty:hidden">
        {done ? `${game.name} saved; the lobby shows it now.` : ''}
      </p>
      <p role="alert" className="text-red-800 text-sm empty:hidden">
        {failure}
      </p>
    </form>
  );
}
