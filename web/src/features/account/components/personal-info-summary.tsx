import { ButtonLink } from '@/components/button';
import { DetailList } from '@/components/detail-list';
import { formatCalendarDate, formatUsPhone } from '@/lib/format';
import type { AccountProfile } from './account-profile';

interface PersonalInfoSummaryProps {
  profile: AccountProfile;
  editHref: string;
  withAddress: boolean;
  withDateOfBirth: boolean;
}

/** The account screen's personal info block: what we hold, and where to change it. */
export function PersonalInfoSummary({ profile, editHref, withAddress, withDateOfBirth }: PersonalInfoSummaryProps) {
  const address = profile.addresses[0];
  const rows: [string, string][] = [
    ['Name', `${profile.firstName} ${profile.lastName}`.trim()],
    ['Email', profile.email],
    ['Phone', formatUsPhone(profile.phone)],
  ];
  if (withDateOfBirth) rows.push(['Date of birth', formatCalendarDate(profile.dob)]);
  if (withAddress) {
    rows.push(['Address', address ? [address.address1, address.address2, `${address.city}, ${address.state} ${address.zip}`].filter(Boolean).join(', ') : '']);
  }
  return (
    <section className="card card--padded account-card" aria-labelledby="personal-summary-heading">
      <div className="account-card__header">
        <h2 id="personal-summary-heading" className="section-title">
          Personal info
        </h2>
        <ButtonLink to={editHref} variant="secondary" size="sm">
          Edit personal info
        </ButtonLink>
      </div>
      <DetailList rows={rows} />
    </section>
  );
}
