/** Spec point 9 constants used across contexts. */
export const TOKEN_CHECK_MS = 20 * 60 * 1000; // 1,200,000 ms
export const IDLE_TIMEOUT_MS = 28 * 60 * 1000; // 1,680,000 ms
export const VERIFICATION_CODE_TTL_MS = 10 * 60 * 1000;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;
export const PATIENT_SEARCH_MIN_CHARS = 4;
export const TEXT_MAX = 250;
export const PATIENT_PAGE_SIZE = 12;
export const MAX_AGE_YEARS = 120;
export const DESKTOP_MIN_WIDTH = 1200;
/** Above this many matches a patient search answers TOO_MANY_RESULTS (decision D-004). */
export const PATIENT_SEARCH_MAX_MATCHES = 100;
