/** Moved to ./api-schemas (issue #14); kept so the invites table that imports it keeps working until it moves. */
export * from './api-schemas';
