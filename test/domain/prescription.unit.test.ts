import { describe, expect, it } from 'vitest';
import type { ProductDefinition } from '../../domain/catalog/events';
import { decideChangePrescriptionExpiration } from '../../domain/prescriptions/change-prescription-expiration';
import { decideChangePrescriptionNickname } from '../../domain/prescriptions/change-prescription-nickname';
import { type CreatePrescription, decideCreatePrescription } from '../../domain/prescriptions/create-prescription';
import type { EyeRx, PrescriptionEvent } from '../../domain/prescriptions/events';
import { type PatientPrescriptionsState, prescriptionsDecider } from '../../domain/prescriptions/prescription-decider';
import { addYears, dateOfServiceError, defaultExpirationDate, expirationDateError, isExpired, isRealIsoDate, nicknameError, PRESCRIPTION_MESSAGES, prescriptionFormSchema, prescriptionNickname, prescriptionStatus } from '../../domain/prescriptions/prescription-rules';
import { createPrescriptionInput, updatePrescriptionInput } from '../../domain/prescriptions/api-schemas';
import { resolveEyeRx } from '../../domain/prescriptions/resolve-eye';
import { decideUpdatePrescription } from '../../domain/prescriptions/update-prescription';
import { decideUpdatePrescriptionState } from '../../domain/prescriptions/update-prescription-state';
import { parseFeatureFlags } from '../../domain/shared/feature-flags';
import { deciderSpec } from '../support/decider-spec';

const today = '2026-11-21';
const toric: Pick<ProductDefinition, 'productId' | 'dimensions' | 'grid' | 'packSize'> = {
  productId: 'PRD-1008',
  dimensions: ['baseCurve', 'diameter', 'power', 'cylinder', 'axis'],
  grid: [{ baseCurve: ['8.6'], diameter: ['14.5'], power: ['-2.25', '-2.50'], cylinder: ['-0.75', '-1.25'], axis: ['90', '180'] }],
  packSize: 6,
};
const od: EyeRx = { productId: 'PRD-1008', variantId: 'PRD-1008:8.6:14.5:-2.25:-1.25:180', dimensions: { baseCurve: '8.6', diameter: '14.5', power: '-2.25', cylinder: '-1.25', axis: '180' }, packSize: 6 };
const os: EyeRx = { productId: 'PRD-1008', variantId: 'PRD-1008:8.6:14.5:-2.50:-0.75:90', dimensions: { baseCurve: '8.6', diameter: '14.5', power: '-2.50', cylinder: '-0.75', axis: '90' }, packSize: 6 };

describe('dates (spec point 5 and 9)', () => {
  it.each([
    ['2026-02-28', true],
    ['2026-02-29', false],
    ['2028-02-29', true],
    ['2026-13-01', false],
    ['11/21/2027', false],
    ['', false],
  ])('isRealIsoDate(%s) = %s', (v, ok) => expect(isRealIsoDate(v)).toBe(ok));

  it.each([
    [undefined, PRESCRIPTION_MESSAGES.expirationRequired],
    ['', PRESCRIPTION_MESSAGES.expirationRequired],
    ['2027-02-30', PRESCRIPTION_MESSAGES.validDate],
    ['not a date', PRESCRIPTION_MESSAGES.validDate],
    ['2026-11-20', PRESCRIPTION_MESSAGES.expirationAfterToday],
    ['2026-11-21', PRESCRIPTION_MESSAGES.expirationAfterToday], // today is not after today
    ['2026-11-22', undefined],
    ['2030-11-21', undefined], // exactly 4 years ahead
    ['2030-11-22', PRESCRIPTION_MESSAGES.expirationTooFar],
  ])('expiration %s → %s', (v, message) => expect(expirationDateError(v, today)).toBe(message));

  it.each([
    [undefined, PRESCRIPTION_MESSAGES.dateOfServiceRequired],
    ['2026-11-31', PRESCRIPTION_MESSAGES.validDate],
    ['2026-11-22', PRESCRIPTION_MESSAGES.dateOfServiceFuture],
    ['2026-11-21', undefined],
    ['2020-01-01', undefined],
  ])('date of service %s → %s', (v, message) => expect(dateOfServiceError(v, today)).toBe(message));

  it.each([
    ['2026-11-20', true, 'expired'],
    ['2026-11-21', false, 'active'],
    ['2027-01-01', false, 'active'],
  ] as const)('isExpired(%s) = %s (%s)', (date, expired, status) => {
    expect(isExpired(date, today)).toBe(expired);
    expect(prescriptionStatus(date, today)).toBe(status);
  });

  it.each([
    [1, '2027-11-21'],
    [2, '2028-11-21'],
    [undefined, '2028-11-21'], // "2 years" when the practice has none
    [null, '2028-11-21'],
  ] as const)('default expiration for %s year(s) is %s', (years, date) => expect(defaultExpirationDate(today, years)).toBe(date));

  it('29 February plus a year is 28 February', () => expect(addYears('2028-02-29', 1)).toBe('2029-02-28'));
});

describe('nickname (required, text cut at 250)', () => {
  it.each([
    [undefined, PRESCRIPTION_MESSAGES.nicknameRequired],
    ['   ', PRESCRIPTION_MESSAGES.nicknameRequired],
    ['<>', PRESCRIPTION_MESSAGES.nicknameRequired],
    ['Daily toric', undefined],
  ])('%s → %s', (v, message) => expect(nicknameError(v)).toBe(message));
  it('cuts at 250 characters', () => expect(prescriptionNickname.parse('x'.repeat(300))).toHaveLength(250));
});

describe('input schemas', () => {
  const eye = { productId: 'PRD-1008', variantId: od.variantId };
  it('create needs patientAccountNo, an expiration and one eye', () => {
    expect(createPrescriptionInput.safeParse({ patientAccountNo: '1', prescriptionNickname: 'a', prescriptionExpirationDate: '2027-01-01', rightEyeRx: eye }).success).toBe(true);
    expect(createPrescriptionInput.safeParse({ patientAccountNo: '1', prescriptionNickname: 'a', prescriptionExpirationDate: '2027-01-01', leftEyeRx: eye }).success).toBe(true);
    const noEye = createPrescriptionInput.safeParse({ patientAccountNo: '1', prescriptionNickname: 'a', prescriptionExpirationDate: '2027-01-01' });
    expect(noEye.error?.issues[0]?.message).toBe(PRESCRIPTION_MESSAGES.eyeRequired);
    expect(createPrescriptionInput.safeParse({ prescriptionNickname: 'a', prescriptionExpirationDate: '2027-01-01', rightEyeRx: eye }).error?.issues[0]?.message).toBe(PRESCRIPTION_MESSAGES.patientRequired);
    expect(createPrescriptionInput.safeParse({ patientAccountNo: '1', prescriptionNickname: 'a', rightEyeRx: eye }).error?.issues[0]?.message).toBe(PRESCRIPTION_MESSAGES.expirationRequired);
    expect(createPrescriptionInput.safeParse({ patientAccountNo: '1', prescriptionNickname: '', prescriptionExpirationDate: '2027-01-01', rightEyeRx: eye }).error?.issues[0]?.message).toBe(PRESCRIPTION_MESSAGES.nicknameRequired);
  });
  it('update needs id, patientAccountNo and an expiration', () => {
    expect(updatePrescriptionInput.safeParse({ id: 'x', patientAccountNo: '1', prescriptionExpirationDate: '2027-01-01' }).success).toBe(true);
    for (const missing of ['id', 'patientAccountNo', 'prescriptionExpirationDate']) {
      const body: Record<string, string> = { id: 'x', patientAccountNo: '1', prescriptionExpirationDate: '2027-01-01' };
      delete body[missing];
      expect(updatePrescriptionInput.safeParse(body).success, missing).toBe(false);
    }
  });
  it('the form schema applies today and the date-of-service flag', () => {
    const form = { prescriptionNickname: 'a', prescriptionExpirationDate: '2026-11-21', sameForBothEyes: false };
    expect(prescriptionFormSchema(today, false).safeParse(form).error?.issues[0]?.message).toBe(PRESCRIPTION_MESSAGES.expirationAfterToday);
    const ok = { ...form, prescriptionExpirationDate: '2027-11-21' };
    expect(prescriptionFormSchema(today, false).safeParse(ok).success).toBe(true);
    expect(prescriptionFormSchema(today, true).safeParse(ok).error?.issues[0]?.message).toBe(PRESCRIPTION_MESSAGES.dateOfServiceRequired);
  });
});

describe('feature flags', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['dateOfService', true],
    [' other , DATEOFSERVICE ', true],
    ['dateOfServiceX', false],
  ])('%s → dateOfService %s', (text, on) => expect(parseFeatureFlags(text).dateOfService).toBe(on));
});

describe('catalog check of an eye (spec point 8 invalid product combination)', () => {
  it('resolves the dimensions in spec order and the pack size', () => expect(resolveEyeRx({ productId: 'PRD-1008', variantId: od.variantId }, toric)).toEqual(od));
  it.each([
    ['unknown product', { productId: 'PRD-9999', variantId: 'PRD-9999:1' }, null],
    ['variant of another product', { productId: 'PRD-1008', variantId: 'PRD-1001:8.5:14.2:-1.00' }, toric],
    ['combination not offered', { productId: 'PRD-1008', variantId: 'PRD-1008:8.6:14.5:-2.25:-1.25:45' }, toric],
    ['missing dimension', { productId: 'PRD-1008', variantId: 'PRD-1008:8.6:14.5:-2.25:-1.25' }, toric],
  ])('refuses %s', (_n, input, product) =>
    expect(() => resolveEyeRx(input, product)).toThrow(expect.objectContaining({ code: 'INVALID_PRODUCT_COMBINATION', message: 'Invalid product combination. Please check the selected lens parameters.' }))
  );
});

const spec = <C>(decide: (c: C, s: PatientPrescriptionsState) => PrescriptionEvent[]) =>
  deciderSpec<PatientPrescriptionsState, PrescriptionEvent, C>({ initial: prescriptionsDecider.initialState, evolve: prescriptionsDecider.evolve, decide });

const createCmd: CreatePrescription = {
  prescriptionId: 'rx1',
  patientAccountNo: '100',
  practiceId: 'PR-1',
  locationId: 'LOC-1',
  details: { prescriptionNickname: 'Daily toric', prescriptionExpirationDate: '2027-11-21', prescriber: 'Dr. Shah', sameForBothEyes: false, rightEyeRx: od, leftEyeRx: os },
  today,
  dateOfServiceEnabled: false,
};
const created: PrescriptionEvent = {
  type: 'PrescriptionCreated',
  data: { prescriptionId: 'rx1', patientAccountNo: '100', practiceId: 'PR-1', locationId: 'LOC-1', prescriptionNickname: 'Daily toric', prescriptionExpirationDate: '2027-11-21', prescriber: 'Dr. Shah', sameForBothEyes: false, rightEyeRx: od, leftEyeRx: os, createdInPms: false },
};
const deleted: PrescriptionEvent = { type: 'PrescriptionStateChanged', data: { prescriptionId: 'rx1', patientAccountNo: '100', state: 'deleted' } };

describe('create', () => {
  it('records the prescription', () => spec(decideCreatePrescription).given([]).when(createCmd).then([created]));
  it('same for both eyes copies OD to OS', () =>
    spec(decideCreatePrescription)
      .given([])
      .when({ ...createCmd, details: { ...createCmd.details, sameForBothEyes: true, leftEyeRx: null } })
      .then([{ ...created, data: { ...created.data, sameForBothEyes: true, leftEyeRx: od } } as PrescriptionEvent]));
  it('a repeated id records nothing', () => spec(decideCreatePrescription).given([created]).when(createCmd).then([]));
  it('keeps the date of service only when the flag is on', () => {
    spec(decideCreatePrescription).given([]).when({ ...createCmd, details: { ...createCmd.details, dateOfService: '2026-11-01' } }).then([created]);
    spec(decideCreatePrescription)
      .given([])
      .when({ ...createCmd, dateOfServiceEnabled: true, details: { ...createCmd.details, dateOfService: '2026-11-01' } })
      .then([{ ...created, data: { ...created.data, dateOfService: '2026-11-01' } } as PrescriptionEvent]);
  });
  it.each([
    ['no nickname', { prescriptionNickname: ' ' }, false, PRESCRIPTION_MESSAGES.nicknameRequired],
    ['expiration today', { prescriptionExpirationDate: today }, false, PRESCRIPTION_MESSAGES.expirationAfterToday],
    ['expiration past 4 years', { prescriptionExpirationDate: '2030-11-22' }, false, PRESCRIPTION_MESSAGES.expirationTooFar],
    ['not a real date', { prescriptionExpirationDate: '2027-02-29' }, false, PRESCRIPTION_MESSAGES.validDate],
    ['no eye', { rightEyeRx: null, leftEyeRx: null }, false, PRESCRIPTION_MESSAGES.eyeRequired],
    ['same for both eyes without OD', { rightEyeRx: null, sameForBothEyes: true }, false, PRESCRIPTION_MESSAGES.eyeRequired],
    ['flag on, no date of service', {}, true, PRESCRIPTION_MESSAGES.dateOfServiceRequired],
    ['flag on, future date of service', { dateOfService: '2026-11-22' }, true, PRESCRIPTION_MESSAGES.dateOfServiceFuture],
  ])('refuses %s', (_n, change, flag, message) =>
    spec(decideCreatePrescription)
      .given([])
      .when({ ...createCmd, dateOfServiceEnabled: flag, details: { ...createCmd.details, ...change } })
      .thenThrows({ code: 'VALIDATION_ERROR', message, kind: 'validation' }));
});

describe('update', () => {
  const base = { prescriptionId: 'rx1', patientAccountNo: '100', practiceId: 'PR-1', locationId: 'LOC-1', prescriptionExpirationDate: '2028-01-01', today, dateOfServiceEnabled: false };
  it('replaces the given fields and keeps the rest', () =>
    spec(decideUpdatePrescription)
      .given([created])
      .when({ ...base, leftEyeRx: null })
      .then([
        {
          type: 'PrescriptionUpdated',
          data: { prescriptionId: 'rx1', patientAccountNo: '100', practiceId: 'PR-1', locationId: 'LOC-1', prescriptionNickname: 'Daily toric', prescriptionExpirationDate: '2028-01-01', prescriber: 'Dr. Shah', sameForBothEyes: false, rightEyeRx: od, leftEyeRx: null },
        },
      ]));
  it('no change records nothing', () => spec(decideUpdatePrescription).given([created]).when({ ...base, prescriptionExpirationDate: '2027-11-21' }).then([]));
  it.each([
    ['unknown', [], base],
    ['deleted', [created, deleted], base],
  ])('%s prescription → VALUE_NOT_FOUND', (_n, given, cmd) =>
    spec(decideUpdatePrescription).given(given as PrescriptionEvent[]).when(cmd).thenThrows({ code: 'VALUE_NOT_FOUND', message: 'VALUE_NOT_FOUND: Prescription not found.', kind: 'not_found' }));
  it('refuses a past expiration', () => spec(decideUpdatePrescription).given([created]).when({ ...base, prescriptionExpirationDate: '2026-01-01' }).thenThrows({ message: PRESCRIPTION_MESSAGES.expirationAfterToday }));
  it('refuses removing both eyes', () => spec(decideUpdatePrescription).given([created]).when({ ...base, rightEyeRx: null, leftEyeRx: null }).thenThrows({ message: PRESCRIPTION_MESSAGES.eyeRequired }));
});

describe('nickname, expiration and state', () => {
  it('changes the nickname, cut at 250', () =>
    spec(decideChangePrescriptionNickname)
      .given([created])
      .when({ prescriptionId: 'rx1', patientAccountNo: '100', prescriptionNickname: ` ${'n'.repeat(260)} ` })
      .then([{ type: 'PrescriptionNicknameChanged', data: { prescriptionId: 'rx1', patientAccountNo: '100', prescriptionNickname: 'n'.repeat(250) } }]));
  it('same nickname records nothing', () => spec(decideChangePrescriptionNickname).given([created]).when({ prescriptionId: 'rx1', patientAccountNo: '100', prescriptionNickname: 'Daily toric' }).then([]));
  it('refuses an empty nickname', () =>
    spec(decideChangePrescriptionNickname).given([created]).when({ prescriptionId: 'rx1', patientAccountNo: '100', prescriptionNickname: '' }).thenThrows({ message: PRESCRIPTION_MESSAGES.nicknameRequired }));
  it('changes the expiration', () =>
    spec(decideChangePrescriptionExpiration)
      .given([created])
      .when({ prescriptionId: 'rx1', patientAccountNo: '100', prescriptionExpirationDate: '2030-11-21', today })
      .then([{ type: 'PrescriptionExpirationChanged', data: { prescriptionId: 'rx1', patientAccountNo: '100', prescriptionExpirationDate: '2030-11-21' } }]));
  it.each([
    ['2030-11-22', PRESCRIPTION_MESSAGES.expirationTooFar],
    ['2026-11-21', PRESCRIPTION_MESSAGES.expirationAfterToday],
  ])('refuses expiration %s', (date, message) =>
    spec(decideChangePrescriptionExpiration).given([created]).when({ prescriptionId: 'rx1', patientAccountNo: '100', prescriptionExpirationDate: date, today }).thenThrows({ message }));
  it('expiration of an unknown id → VALUE_NOT_FOUND', () =>
    spec(decideChangePrescriptionExpiration).given([]).when({ prescriptionId: 'nope', patientAccountNo: '100', prescriptionExpirationDate: '2027-01-01', today }).thenThrows({ code: 'VALUE_NOT_FOUND' }));
  it('deletes and restores', () => {
    spec(decideUpdatePrescriptionState).given([created]).when({ prescriptionId: 'rx1', patientAccountNo: '100', state: 'deleted' }).then([deleted]);
    spec(decideUpdatePrescriptionState).given([created, deleted]).when({ prescriptionId: 'rx1', patientAccountNo: '100', state: 'deleted' }).then([]);
    spec(decideUpdatePrescriptionState)
      .given([created, deleted])
      .when({ prescriptionId: 'rx1', patientAccountNo: '100', state: 'active' })
      .then([{ type: 'PrescriptionStateChanged', data: { prescriptionId: 'rx1', patientAccountNo: '100', state: 'active' } }]);
  });
  it('state of an unknown id → VALUE_NOT_FOUND', () => spec(decideUpdatePrescriptionState).given([]).when({ prescriptionId: 'x', patientAccountNo: '100', state: 'deleted' }).thenThrows({ code: 'VALUE_NOT_FOUND' }));
});
