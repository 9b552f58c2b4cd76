import { useEffect } from 'react';
import { DESKTOP_MIN_WIDTH } from '@domain/shared/constants';

/**
 * The spec's desktop minimum width (point 9: 1200) applied (issue #18): `<html data-layout>` is
 * "desktop" from DESKTOP_MIN_WIDTH up and "compact" below, so the side-by-side layouts (the order
 * wizards' summary column) keep to one column where they would not fit, and nothing overflows at
 * 1200 px and up.
 */
export function useDesktopLayout(): void {
  useEffect(() => {
    const query = window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH}px)`);
    const apply = () => {
      document.documentElement.dataset.layout = query.matches ? 'desktop' : 'compact';
    };
    apply();
    query.addEventListener('change', apply);
    return () => query.removeEventListener('change', apply);
  }, []);
}
