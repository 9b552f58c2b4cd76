import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SignedFields } from '../port';

/**
 * Signature-style fields (after CyberSource Secure Acceptance): `signed_field_names` lists the
 * signed names (itself included); the signature is base64 HMAC-SHA256 of "name=value" pairs
 * joined by commas, in that order.
 */
export function signFields(fields: SignedFields, key: string): SignedFields {
  const names = [...Object.keys(fields).filter((n) => n !== 'signature' && n !== 'signed_field_names'), 'signed_field_names'];
  const withNames = { ...fields, signed_field_names: names.join(',') };
  return { ...withNames, signature: signatureOf(withNames, names, key) };
}

export function verifyFields(fields: SignedFields, key: string): boolean {
  const names = (fields.signed_field_names ?? '').split(',').filter(Boolean);
  if (!names.includes('signed_field_names') || typeof fields.signature !== 'string') return false;
  if (names.some((n) => typeof fields[n] !== 'string')) return false;
  const expected = Buffer.from(signatureOf(fields, names, key));
  const given = Buffer.from(fields.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Only the fields that are signed (unsigned extras are dropped). */
export function signedOnly(fields: SignedFields): SignedFields {
  const names = (fields.signed_field_names ?? '').split(',').filter(Boolean);
  const out: SignedFields = {};
  for (const n of names) if (typeof fields[n] === 'string') out[n] = fields[n];
  if (fields.signature) out.signature = fields.signature;
  return out;
}

function signatureOf(fields: SignedFields, names: readonly string[], key: string): string {
  const data = names.map((n) => `${n}=${fields[n] ?? ''}`).join(',');
  return createHmac('sha256', key).update(data).digest('base64');
}
