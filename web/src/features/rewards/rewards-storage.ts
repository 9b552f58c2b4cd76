/**
 * The rewards screens' stored item (spec point 3 "manufacturerRewardsData"; point 4: leaving the
 * rewards routes clears it): the programme and the order the patient is claiming for, so the
 * join / sign-in detour comes back to the same claim.
 */
export const REWARDS_STORAGE_KEY = 'manufacturerRewardsData';

export interface RewardsData {
  manufacturer: string;
  orderId?: string;
}

export function readRewardsData(): RewardsData | null {
  try {
    const raw = sessionStorage.getItem(REWARDS_STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as RewardsData) : null;
    return parsed && typeof parsed.manufacturer === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

export function saveRewardsData(data: RewardsData): void {
  sessionStorage.setItem(REWARDS_STORAGE_KEY, JSON.stringify(data));
}

export function clearRewardsData(): void {
  sessionStorage.removeItem(REWARDS_STORAGE_KEY);
}
