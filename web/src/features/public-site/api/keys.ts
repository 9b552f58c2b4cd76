/** The one place the public site's query keys are written. */
export const publicSiteKeys = {
  all: ['public-site'] as const,
  siteInfo: () => [...publicSiteKeys.all, 'site-info'] as const,
};
