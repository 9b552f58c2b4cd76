/** Moved to ./api-schemas (issue #14); kept so the tables and history that import it keep working until they move. */
export * from './api-schemas';
