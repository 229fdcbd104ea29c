/** The static pages' query keys. */
export const contentKeys = {
  page: (slug: string, locale: string) => ['content', 'page', slug, locale] as const,
};
