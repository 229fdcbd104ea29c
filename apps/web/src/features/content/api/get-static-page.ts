import type { StaticPageSlug } from '@croupier/contract';
import { contentEndpoints as endpoints } from '@croupier/contract/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { contentKeys } from './query-keys.ts';

/** A static content page of 000 §2 (`GET /pages/{slug}`). */
export const getStaticPage = (slug: StaticPageSlug, signal?: AbortSignal) =>
  callEndpoint(endpoints.staticPage, { params: { slug }, signal });

export const staticPageQueryOptions = (slug: StaticPageSlug, locale: string) =>
  queryOptions({
    queryKey: contentKeys.page(slug, locale),
    queryFn: ({ signal }) => getStaticPage(slug, signal),
    staleTime: 10 * 60 * 1000,
  });

export const useStaticPage = (slug: StaticPageSlug, locale: string) =>
  useQuery(staticPageQueryOptions(slug, locale));
