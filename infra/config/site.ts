/**
 * The public site's contact facts (spec point 1: "a support e-mail and a support phone number
 * exist as constants"), from SUPPORT_EMAIL and SUPPORT_PHONE (10 digits), with the demo values
 * outside configuration (D-360). The support mailbox also receives the contact form.
 */
export interface SiteSettings {
  supportEmail: string;
  supportPhone: string;
}

export function siteSettings(env: NodeJS.ProcessEnv = process.env): SiteSettings {
  return {
    supportEmail: env.SUPPORT_EMAIL || 'support@lensloop.test',
    supportPhone: (env.SUPPORT_PHONE || '8005550199').replace(/\D/g, ''),
  };
}
