import { afterEach, describe, expect, it } from 'vitest';
import { bannerStore } from './banner-store';

const active = () => bannerStore.get()?.split('\u0000')[0] ?? null;
const owner = () => bannerStore.get()?.split('\u0000')[1] ?? null;

afterEach(() => bannerStore.reset());

describe('banner store (spec point 4: only one alert banner at a time; unknown ids ignored)', () => {
  it('shows one banner, the most recently shown', () => {
    expect(active()).toBeNull();
    bannerStore.show('deactivatedStatus', 'layout');
    expect(active()).toBe('deactivatedStatus');
    bannerStore.show('newPatientPrescription', 'patient');
    expect(active()).toBe('newPatientPrescription');
  });

  it('brings back the previous banner when the active one is hidden', () => {
    bannerStore.show('deactivatedStatus', 'layout');
    bannerStore.show('newPatientPrescription', 'patient');
    bannerStore.hide('newPatientPrescription', 'patient');
    expect(active()).toBe('deactivatedStatus');
    bannerStore.hide('deactivatedStatus', 'layout');
    expect(active()).toBeNull();
  });

  it('keeps owners apart: the same banner from two places shows once, for the last one', () => {
    bannerStore.show('deactivatedStatus', 'layout');
    bannerStore.show('deactivatedStatus', 'page');
    expect(owner()).toBe('page');
    bannerStore.hide('deactivatedStatus', 'page');
    expect(owner()).toBe('layout');
    // Hiding what another owner shows changes nothing.
    bannerStore.hide('deactivatedStatus', 'someone-else');
    expect(owner()).toBe('layout');
  });

  it('ignores unknown ids', () => {
    bannerStore.show('nope', 'x');
    expect(active()).toBeNull();
    bannerStore.show('deactivatedStatus', 'layout');
    bannerStore.show('nope', 'x');
    expect(active()).toBe('deactivatedStatus');
  });
});
