import { useEffect } from 'react';
import { useBrand } from '../brand/index.ts';

/**
 * Names the document after the page ("Slots · Croupier"), so each linkable page has a title of its
 * own in tabs, history and search results (ADR 032); leaving the page gives the brand's name back.
 * No title yet (still loading) leaves the brand's name.
 */
export function useDocumentTitle(title: string | undefined) {
  const brand = useBrand().name;
  useEffect(() => {
    document.title = title ? `${title} · ${brand}` : brand;
    return () => {
      document.title = brand;
    };
  }, [title, brand]);
}
