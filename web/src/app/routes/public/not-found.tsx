import { NotAuthorized } from '@/components/not-authorized';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/hooks/use-page-meta';

/** /404 and every unknown path: the unauthorized or not-found page (spec point 2). */
export default function NotFoundRoute() {
  usePageMeta('Page not available', 'This Lensloop page does not exist or needs another account. You are taken back to the home page.');
  return <NotAuthorized homeHref={paths.home.getHref()} />;
}
