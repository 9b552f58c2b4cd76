/** Query keys of the access-request feature (written only by the queryOptions factories). */
export const accessRequestKeys = {
  all: ['access-requests'] as const,
  location: () => [...accessRequestKeys.all, 'location'] as const,
  pending: () => [...accessRequestKeys.all, 'pending'] as const,
  tokens: () => [...accessRequestKeys.all, 'token'] as const,
  byToken: (token: string) => [...accessRequestKeys.tokens(), token] as const,
};
