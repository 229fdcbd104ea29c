import { type BrandPageBody, brandOperatorEndpoints } from '@croupier/contract/brand-operator';
import type { StaticPageSlug } from '@croupier/contract/content';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { brandKeys } from './query-keys.ts';

export const listBrandPages = () => callEndpoint(brandOperatorEndpoints.listBrandPages);

/** Every static page in every locale of the brand. */
export const brandPagesQuery = queryOptions({ queryKey: brandKeys.pages(), queryFn: listBrandPages });

export interface PageKey {
  locale: string;
  slug: StaticPageSlug;
}

export const setBrandPage = ({ locale, slug }: PageKey, body: BrandPageBody) =>
  callEndpoint(brandOperatorEndpoints.setBrandPage, { params: { locale, slug }, body });

/** Writes one page in one locale; the list is read again. */
export function useSetBrandPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, body }: { key: PageKey; body: BrandPageBody }) => setBrandPage(key, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: brandKeys.pages() }),
  });
}
