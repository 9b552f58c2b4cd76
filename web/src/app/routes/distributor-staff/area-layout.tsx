import type { DistributorStaffGroup } from '@domain/identity/customer-group';
import type { MenuEntry } from '@/features/shell/menus';
import { owesSecondFactor } from '@/lib/token-claims';
import { AreaLayout } from '@/app/routes/area-layout';
import { SecondFactorEnrolment } from './second-factor-enrolment';

/**
 * The area of an analyst or an operator (issues #32, #33): only that group passes the guard (every
 * other group gets the unauthorized page, and they get it everywhere else); a session still owing its
 * second factor sees the enrolment and nothing else; then the shell with the area's menu.
 */
export function DistributorStaffArea({ role, area, homeHref, menu }: { role: DistributorStaffGroup; area: string; homeHref: string; menu: readonly MenuEntry[] }) {
  return (
    <AreaLayout
      area={area}
      homeHref={homeHref}
      allow={[role]}
      menu={menu}
      detail={() => `${role} · Lensloop`}
      gate={(session) => (owesSecondFactor(session) ? <SecondFactorEnrolment session={session} role={role} /> : null)}
    />
  );
}
