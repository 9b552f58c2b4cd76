import { NotAuthorized } from '@/components/not-authorized';
import { paths } from '@/config/paths';

/** /404 and every unknown path: the unauthorized or not-found page (spec point 2). */
export default function NotFoundRoute() {
  return <NotAuthorized homeHref={paths.home.getHref()} />;
}
