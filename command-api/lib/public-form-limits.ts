/**
 * Per-IP flood guard of the public forms that send e-mail (contact, practice sign-up): at most
 * PUBLIC_FORM_REQUESTS_PER_IP_PER_MINUTE (default 5, D-361) a minute from one client address, per route.
 */
export const contactPerIpPerMinute = {
  max: () => Number(process.env.PUBLIC_FORM_REQUESTS_PER_IP_PER_MINUTE || 5),
  timeWindow: 60_000,
};
