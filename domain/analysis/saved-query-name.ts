import { z } from 'zod';
import { ANALYSIS_MESSAGES, SAVED_QUERY_NAME_MAX, SQL_MAX_CHARS } from './messages';

/** A saved query's name: 1..80 characters once trimmed. */
export const savedQueryName = z
  .string()
  .transform((s) => s.trim().replace(/\s+/g, ' '))
  .pipe(z.string().min(1, ANALYSIS_MESSAGES.nameEmpty).max(SAVED_QUERY_NAME_MAX, ANALYSIS_MESSAGES.nameTooLong));

/** A query's text: not blank, at most 20,000 characters. */
export const analysisSql = z
  .string()
  .max(SQL_MAX_CHARS, ANALYSIS_MESSAGES.sqlTooLong(SQL_MAX_CHARS))
  .refine((s) => s.trim() !== '', ANALYSIS_MESSAGES.sqlEmpty);

/**
 * The key names are unique by: case, accents of spacing and surrounding blanks aside
 * ("Margin by brand" = "margin  by BRAND"). Hex of the UTF-16 code units, so a stream id stays
 * plain ASCII whatever the name holds.
 */
export function savedQueryNameKey(name: string): string {
  const folded = name.trim().replace(/\s+/g, ' ').toLowerCase();
  let hex = '';
  for (let i = 0; i < folded.length; i++) hex += folded.charCodeAt(i).toString(16).padStart(4, '0');
  return hex;
}
