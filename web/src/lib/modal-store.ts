import { useSyncExternalStore } from 'react';

/**
 * Only one modal may be active at once (spec point 4); unknown modal ids are ignored. The modal
 * ids are the spec's multi-factor ids plus the idle-session warning. Showing a modal replaces
 * whichever was active. Several components may use the same ids (e.g. the set-up modals on the
 * account screen and in the sign-in invitation), so each shows a modal under its own owner key
 * and renders it only while it owns the active one.
 */
export const MODAL_IDS = [
  'loginSecure',
  'secureNewNumber',
  'secureVerifiedNumber',
  'secureUnverifiedNumber',
  'codeEntry',
  'codeConfirmation',
  'completeSignIn',
  'disableTwoFactor',
  'idleSession',
] as const;
export type ModalId = (typeof MODAL_IDS)[number];

interface Active {
  id: ModalId;
  owner: string;
}

let current: Active | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const modalStore = {
  /** The active modal's id. */
  get: (): ModalId | null => current?.id ?? null,
  owner: (): string | null => current?.owner ?? null,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  show(id: string, owner = id): void {
    if (!(MODAL_IDS as readonly string[]).includes(id)) return;
    if (current?.id === id && current.owner === owner) return;
    current = { id: id as ModalId, owner };
    emit();
  },
  /** Closes the modal if it is the active one (another modal may have replaced it). */
  hide(id: string, owner = id): void {
    if (current?.id !== id || current.owner !== owner) return;
    current = null;
    emit();
  },
};

export function useActiveModal(): ModalId | null {
  return useSyncExternalStore(modalStore.subscribe, modalStore.get, modalStore.get);
}

/** The active modal's id when `owner` showed it, else null. */
export function useOwnedModal(owner: string): ModalId | null {
  const id = useActiveModal();
  const activeOwner = useSyncExternalStore(modalStore.subscribe, modalStore.owner, modalStore.owner);
  return activeOwner === owner ? id : null;
}
