import type { StaticPageSlug } from '@croupier/contract';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../shared/ui/ErrorState.tsx';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import { useStaticPage } from '../api/get-static-page.ts';

/** Privacy policy, about us, terms: title and plain-text body from the server. */
export function StaticPage({ slug }: { slug: StaticPageSlug }) {
  const { i18n } = useTranslation();
  const page = useStaticPage(slug, i18n.language);
  if (page.isPending) return <Spinner />;
  if (page.isError) return <ErrorState onRetry={() => void page.refetch()} />;
  return (
    <article className="mx-auto max-w-3xl">
      <h1 className="mb-4 font-bold text-2xl text-fg">{page.data.title}</h1>
      {page.data.body.split(/\n{2,}/).map((paragraph, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of a fixed text
        <p key={i} className="mb-4 text-fg/90 leading-relaxed">
          {paragraph}
        </p>
      ))}
    </article>
  );
}
