/** The one place the rewards feature's query keys are written. */
export const rewardsKeys = {
  all: ['rewards'] as const,
  configs: () => [...rewardsKeys.all, 'configs'] as const,
  orders: (account: string, manufacturer: string) => [...rewardsKeys.all, 'orders', account, manufacturer] as const,
  claim: (claimId: string) => [...rewardsKeys.all, 'claim', claimId] as const,
  claims: (filters: object) => [...rewardsKeys.all, 'claims', filters] as const,
  calculation: (input: object) => [...rewardsKeys.all, 'calculation', input] as const,
};
