import { NotAuthorized } from '@/components/not-authorized';
import { paths } from '@/config/paths';
import { PublicFrame } from './layout';

/** The unauthorized page with the public header, for guards that refuse a signed-in user. */
export function UnauthorizedScreen() {
  return (
    <PublicFrame>
      <NotAuthorized homeHref={paths.home.getHref()} />
    </PublicFrame>
  );
}
