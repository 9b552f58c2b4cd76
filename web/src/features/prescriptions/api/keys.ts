/** Query keys of the prescriptions feature (written only by the queryOptions factories). */
export const prescriptionKeys = {
  all: ['prescriptions'] as const,
  lists: () => [...prescriptionKeys.all, 'list'] as const,
  list: (accountNumber: string | null, filters: Record<string, unknown> = {}) => [...prescriptionKeys.lists(), accountNumber ?? 'me', filters] as const,
  catalog: () => [...prescriptionKeys.all, 'catalog'] as const,
  options: (productId: string, selected: Record<string, string>) => [...prescriptionKeys.catalog(), 'options', productId, selected] as const,
};
