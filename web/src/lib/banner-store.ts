import { useSyncExternalStore } from 'react';

/**
 * Only one alert banner may be active at once (spec point 4 "Modals and banners": deactivated
 * status, new-patient prescription; types error, warning, success); unknown banner ids are ignored.
 * Each caller shows a banner under its own owner key; the most recently shown one is active, and
 * when it is hidden the one shown before it (if still wanted) comes back.
 */
export const BANNER_IDS = ['deactivatedStatus', 'newPatientPrescription'] as const;
export type BannerId = (typeof BANNER_IDS)[number];
export type BannerType = 'error' | 'warning' | 'success';

interface Wanted {
  id: BannerId;
  owner: string;
}

let wanted: Wanted[] = [];
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());
const active = (): Wanted | null => wanted[wanted.length - 1] ?? null;
let snapshot: string | null = null;
const key = (w: Wanted | null) => (w ? `${w.id}\u0000${w.owner}` : null);

export const bannerStore = {
  /** "id\0owner" of the active banner (a string, so React can compare snapshots). */
  get: (): string | null => snapshot,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  show(id: string, owner: string = id): void {
    if (!(BANNER_IDS as readonly string[]).includes(id)) return;
    const top = active();
    if (top && top.id === id && top.owner === owner) return;
    wanted = [...wanted.filter((w) => !(w.id === id && w.owner === owner)), { id: id as BannerId, owner }];
    snapshot = key(active());
    emit();
  },
  hide(id: string, owner: string = id): void {
    const before = wanted.length;
    wanted = wanted.filter((w) => !(w.id === id && w.owner === owner));
    if (wanted.length === before) return;
    snapshot = key(active());
    emit();
  },
  /** Tests only. */
  reset(): void {
    wanted = [];
    snapshot = null;
    emit();
  },
};

/** Whether `owner`'s banner `id` is the one banner on screen. */
export function useIsActiveBanner(id: BannerId, owner: string): boolean {
  const current = useSyncExternalStore(bannerStore.subscribe, bannerStore.get, bannerStore.get);
  return current === key({ id, owner });
}
