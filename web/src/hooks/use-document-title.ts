import { useEffect } from 'react';

/** Sets the tab title to "<page> · Lensloop" (screen readers announce it on navigation). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Lensloop` : 'Lensloop';
  }, [title]);
}
