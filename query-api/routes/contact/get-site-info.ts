import { siteInfoReply } from '../../../domain/contact/api-schemas';
import { siteSettings } from '../../../infra/config/site';
import { queryRoute } from '../../lib/query-route';

/** GET /api/site/info (public): the support e-mail and phone from configuration, for the public footer. */
export const siteInfoRoute = queryRoute(
  { method: 'GET', path: '/api/site/info', tags: ['contact'], summary: 'Support e-mail and phone (public site)', auth: 'public', readModels: [], reply: siteInfoReply },
  async () => siteSettings(),
);
