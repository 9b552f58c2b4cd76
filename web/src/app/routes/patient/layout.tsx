import { paths } from '@/config/paths';
import { AnnouncementBanners } from '@/features/announcements/components/announcement-banners';
import { patientMenu } from '@/features/shell/menus';
import { AreaLayout } from '@/app/routes/area-layout';

/** /patient/*: patients only. */
export default function PatientLayoutRoute() {
  return <AreaLayout area="Patient" homeHref={paths.patient.root.getHref()} allow={['Patient']} menu={patientMenu} detail={(user) => user.email} notice={() => <AnnouncementBanners />} />;
}
