import {
  type CatalogueCategory,
  CatalogueCategory as CategorySchema,
  catalogueOperatorEndpoints,
} from '@croupier/contract/catalogue-operator';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { contractResolver, showRefusal, topLevelField } from '../../../shared/forms/contract-resolver.ts';
import { useCan } from '../../../shared/session/can.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { categoriesQuery, useSetCategories } from '../api/categories.ts';

/**
 * The lobby's categories in their order: moved, added and removed here, saved as one list, by an
 * operator who may change them; the others read the list.
 */
export function CategoriesForm() {
  const categories = useQuery(categoriesQuery);
  const mayWrite = useCan()(catalogueOperatorEndpoints.setCatalogueCategories);
  if (!categories.data) {
    return categories.isError ? <p role="alert">The categories could not be loaded.</p> : null;
  }
  if (!mayWrite) {
    return (
      <section
        aria-labelledby="categories-title"
        className="space-y-3 rounded border border-slate-200 bg-white p-4"
      >
        <h2 id="categories-title" className="font-semibold text-lg">
          Categories
        </h2>
        <ol className="list-decimal space-y-1 pl-6">
          {categories.data.categories.map((c) => (
            <li key={c.slug}>
              {c.slug} <span className="text-slate-600">({c.categoryKey})</span>
            </li>
          ))}
        </ol>
      </section>
    );
  }
  return (
    <CategoriesEditor
      key={categories.data.categories.map((c) => c.slug).join()}
      initial={categories.data.categories.map(({ slug, categoryKey }) => ({ slug, categoryKey }))}
    />
  );
}

function CategoriesEditor({ initial }: { initial: CatalogueCategory[] }) {
  const save = useSetCategories();
  const [list, setList] = useState(initial);
  const [listError, setListError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const move = (i: number, by: -1 | 1) =>
    setList((all) => {
      const next = [...all];
      const [item] = next.splice(i, 1);
      if (item) next.splice(i + by, 0, item);
      return next;
    });

  const saveList = async () => {
    setListError(null);
    setDone(false);
    try {
      await save.mutateAsync(list);
      setDone(true);
    } catch (error) {
      // The list is not a form of its own: its refusal is said under it.
      const list = {
        setError: (_: string, e: { message?: string }) => setListError(e.message ?? null),
        getValues: () => ({}),
      };
      setListError((await showRefusal(error, list, topLevelField, ['categories'])) ?? null);
    }
  };

  return (
    <section
      aria-labelledby="categories-title"
      className="space-y-3 rounded border border-slate-200 bg-white p-4"
    >
      <h2 id="categories-title" className="font-semibold text-lg">
        Categories
      </h2>
      <ol
        aria-label="Category order"
        aria-describedby={listError ? 'categories-error' : undefined}
        className="space-y-2"
      >
        {list.map((c, i) => (
          <li key={c.slug} className="flex flex-wrap items-center gap-2">
            <span className="w-40 font-medium">{c.slug}</span>
            <span className="w-64 text-slate-600 text-sm">{c.categoryKey}</span>
            <Button variant="secondary" disabled={i === 0} onClick={() => move(i, -1)}>
              Move {c.slug} up
            </Button>
            <Button variant="secondary" disabled={i === list.length - 1} onClick={() => move(i, 1)}>
              Move {c.slug} down
            </Button>
            <Button
              variant="secondary"
              onClick={() => setList((all) => all.filter((x) => x.slug !== c.slug))}
            >
              Remove {c.slug}
            </Button>
          </li>
        ))}
      </ol>
      <p id="categories-error" role="alert" className="text-red-800 text-sm empty:hidden">
        {listError}
      </p>
      <NewCategory taken={list.map((c) => c.slug)} onAdd={(c) => setList((all) => [...all, c])} />
      <Button disabled={save.isPending} onClick={() => void saveList()}>
        Save categories
      </Button>
      <p role="status" className="text-green-800 text-sm empty:hidden">
        {done ? 'Categories saved; the lobby shows them in this order now.' : ''}
      </p>
    </section>
  );
}

/** A category to add to the list, checked with the contract's own rules. */
function NewCategory({ taken, onAdd }: { taken: string[]; onAdd(category: CatalogueCategory): void }) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<CatalogueCategory>({
    resolver: contractResolver<CatalogueCategory, typeof CategorySchema>(CategorySchema),
    defaultValues: { slug: '', categoryKey: '' },
  });
  return (
    <form
      noValidate
      aria-label="New category"
      className="flex flex-wrap items-end gap-2"
      onSubmit={handleSubmit((c) => {
        if (taken.includes(c.slug))
          return setError('slug', { message: 'The list has this category already.' });
        onAdd(c);
        reset();
      })}
    >
      <TextField label="New category slug" error={errors.slug?.message} {...register('slug')} />
      <TextField
        label="Its name's translation key"
        placeholder="games.categories.live"
        error={errors.categoryKey?.message}
        {...register('categoryKey')}
      />
      <Button type="submit" variant="secondary">
        Add category
      </Button>
    </form>
  );
}
