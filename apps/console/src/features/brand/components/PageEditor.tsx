import { type BrandPage, BrandPageBody } from '@croupier/contract/brand-operator';
import type { StaticPageSlug } from '@croupier/contract/content';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { contractResolver, showRefusal, topLevelField } from '../../../shared/forms/contract-resolver.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { TextAreaField } from '../../../shared/ui/TextAreaField.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { brandPagesQuery, useSetBrandPage } from '../api/pages.ts';

const SLUG_NAMES: Record<StaticPageSlug, string> = {
  'general-terms-conditions': 'Terms and conditions',
  'privacy-policy': 'Privacy policy',
  'about-us': 'About us',
};

/** The footer's static pages per locale: choose one, edit its title and text. */
export function PageEditor() {
  const pages = useQuery(brandPagesQuery);
  const [chosen, setChosen] = useState<string | null>(null);
  const selectId = useId();
  if (!pages.data) return pages.isError ? <p role="alert">The pages could not be loaded.</p> : null;
  const keyOf = (p: BrandPage) => `${p.locale}/${p.slug}`;
  const page = pages.data.pages.find((p) => keyOf(p) === chosen) ?? pages.data.pages[0];
  return (
    <section aria-labelledby="pages-title" className="space-y-4 rounded border border-slate-200 bg-white p-4">
      <h2 id="pages-title" className="font-semibold text-lg">
        Static pages
      </h2>
      <div>
        <label htmlFor={selectId} className="block font-medium text-slate-800 text-sm">
          Page
        </label>
        <select
          id={selectId}
          value={page ? keyOf(page) : ''}
          onChange={(e) => setChosen(e.target.value)}
          className="mt-1 rounded border border-slate-400 bg-white px-2 py-2"
        >
          {pages.data.pages.map((p) => (
            <option key={keyOf(p)} value={keyOf(p)}>
              {SLUG_NAMES[p.slug]} ({p.locale}){p.stored ? '' : ' — not written'}
            </option>
          ))}
        </select>
      </div>
      {page && <PageForm key={keyOf(page)} page={page} />}
    </section>
  );
}

function PageForm({ page }: { page: BrandPage }) {
  const save = useSetBrandPage();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<BrandPageBody>({
    resolver: contractResolver<BrandPageBody, typeof BrandPageBody>(BrandPageBody, undefined, topLevelField),
    defaultValues: { title: page.title, body: page.body },
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const submit = async (body: BrandPageBody) => {
    setDone(false);
    setFailure(null);
    try {
      await save.mutateAsync({ key: { locale: page.locale, slug: page.slug }, body });
      setDone(true);
    } catch (error) {
      // The page's locale is not a field: its refusal is the form's.
      setFailure(await showRefusal(error, form, topLevelField, ['title', 'body']));
    }
  };
  return (
    <form
      noValidate
      aria-label={`${SLUG_NAMES[page.slug]} (${page.locale})`}
      onSubmit={handleSubmit(submit)}
      className="space-y-4"
    >
      <TextField label="Title" error={errors.title?.message} {...register('title')} />
      <TextAreaField label="Text" rows={12} error={errors.body?.message} {...register('body')} />
      <Button type="submit" disabled={isSubmitting}>
        Save page
      </Button>
      <p role="status" className="text-green-800 text-sm empty:hidden">
        {done ? 'Page saved; players read it now.' : ''}
      </p>
      <p role="alert" className="text-red-800 text-sm empty:hidden">
        {failure}
      </p>
    </form>
  );
}
