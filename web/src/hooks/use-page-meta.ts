import { useEffect } from 'react';
import { useDocumentTitle } from './use-document-title';

const DEFAULT_DESCRIPTION = 'Lensloop: free ordering platform for prescription contact lenses, for eye-care practices and their patients.';

/** A public page's title ("<page> · Lensloop") and its meta description (search results show it). */
export function usePageMeta(title: string, description: string): void {
  useDocumentTitle(title);
  useEffect(() => {
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
    return () => {
      meta.content = DEFAULT_DESCRIPTION;
    };
  }, [description]);
}
