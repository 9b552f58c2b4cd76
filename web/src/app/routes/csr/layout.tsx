import { paths } from '../../../config/paths';
import { supportMenu } from '../../../features/shell/menus';
import { AreaLayout } from '../area-layout';

/** /csr/*: customer-service representatives only. */
export default function CsrLayoutRoute() {
  return <AreaLayout area="Support" homeHref={paths.csr.root.getHref()} allow={['CSR']} menu={supportMenu} detail={() => 'Lensloop support'} />;
}
