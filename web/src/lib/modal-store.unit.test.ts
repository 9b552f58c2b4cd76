import { describe, expect, it } from 'vitest';
import { modalStore } from './modal-store';

describe('one modal at a time (spec point 4)', () => {
  it('shows one modal; showing another replaces it; unknown ids are ignored', () => {
    modalStore.show('loginSecure', 'flow-a');
    expect([modalStore.get(), modalStore.owner()]).toEqual(['loginSecure', 'flow-a']);
    modalStore.show('nonsense', 'flow-a');
    expect(modalStore.get()).toBe('loginSecure');
    modalStore.show('idleSession');
    expect([modalStore.get(), modalStore.owner()]).toEqual(['idleSession', 'idleSession']);
  });

  it('closes only the active modal of the same owner', () => {
    modalStore.show('codeEntry', 'flow-a');
    modalStore.hide('codeEntry', 'flow-b');
    expect(modalStore.get()).toBe('codeEntry');
    modalStore.hide('loginSecure', 'flow-a');
    expect(modalStore.get()).toBe('codeEntry');
    modalStore.hide('codeEntry', 'flow-a');
    expect(modalStore.get()).toBeNull();
  });
});
