/** The one place the legal particulars' query keys are written. */
export const legalKeys = {
  all: ['legal'] as const,
  particulars: () => [...legalKeys.all, 'particulars'] as const,
};
