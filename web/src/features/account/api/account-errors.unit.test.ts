import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@domain/identity/messages';
import { EMAIL_DISPLAY_NAME_INVALID } from '@domain/practices/api-schemas';
import { MESSAGES } from '@domain/shared/errors';
import { ApiError } from '@/lib/api-client';
import { changePasswordErrorMessage } from './change-password';
import { emailChangeErrorMessage } from './request-email-change';
import { DISPLAY_NAME_RULE, emailDisplayNameErrorMessage } from './upsert-email-display-name';

describe('account screen texts for server refusals (spec point 8)', () => {
  it('change password: INVALID_EMAIL_PASSWORD is shown with its meaning', () => {
    expect(changePasswordErrorMessage(new ApiError(400, 'INVALID_EMAIL_PASSWORD', ACCOUNT_MESSAGES.invalidEmailPassword))).toBe(
      ACCOUNT_MESSAGES.invalidEmailPasswordShown,
    );
    expect(changePasswordErrorMessage(new ApiError(400, 'WEAK_PASSWORD', 'The password is weak.'))).toBe('The password is weak.');
    expect(changePasswordErrorMessage(new ApiError(0, 'NETWORK_ERROR', 'x'))).toBe(MESSAGES.somethingWentWrongRetry);
  });

  it('e-mail change: USER_ALREADY_EXISTS is shown as the spec text', () => {
    expect(emailChangeErrorMessage(new ApiError(409, 'USER_ALREADY_EXISTS', MESSAGES.userAlreadyExists))).toBe(MESSAGES.userAlreadyExistsShown);
    expect(emailChangeErrorMessage(new ApiError(400, 'VALIDATION_ERROR', 'x', { email: 'A valid email is required' }))).toBe('A valid email is required');
  });

  it('display name: the INVALID_VALUE message becomes the rule in words; anything else a retry', () => {
    expect(emailDisplayNameErrorMessage(new ApiError(400, 'INVALID_VALUE', EMAIL_DISPLAY_NAME_INVALID))).toBe(DISPLAY_NAME_RULE);
    expect(emailDisplayNameErrorMessage(new ApiError(409, 'DISPLAY_NAME_API_ERROR', ACCOUNT_MESSAGES.displayNameApiError))).toBe(
      ACCOUNT_MESSAGES.displayNameApiErrorShown,
    );
  });
});
