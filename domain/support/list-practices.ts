import { z } from 'zod';
import { locationSummary } from '../identity/customer-profile';
import { PATIENT_PAGE_SIZE } from '../shared/constants';

/** `POST /api/customer/allpractices`: every practice with its locations, paged and sorted (CSR). */
export const PRACTICE_SORT_KEYS = ['name', 'practiceId', 'createdAt'] as const;

export const allPracticesInput = z.object({
  /** Optional filter on the practice's name or id. */
  keyword: z
    .string()
    .transform((v) => v.replace(/[<>%_\\]/g, '').trim().slice(0, 250))
    .optional(),
  sortBy: z.enum(PRACTICE_SORT_KEYS).default('name'),
  sortOrder: z.enum(['asc', 'desc']).default('asc'),
  limit: z.coerce.number().int().min(1).max(100).default(PATIENT_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
});
export type AllPracticesInput = z.input<typeof allPracticesInput>;

export const practiceListItem = z.object({
  practiceId: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  createdAt: z.string(),
  locations: z.array(locationSummary),
  /** Practice administrators and staff accounts. */
  ecpCount: z.number().int(),
  patientCount: z.number().int(),
});
export type PracticeListItem = z.infer<typeof practiceListItem>;

export const allPracticesOutput = z.object({
  total: z.number().int(),
  practices: z.array(practiceListItem),
});
export type AllPracticesOutput = z.infer<typeof allPracticesOutput>;

/** The CSR view of an ECP: the practice, its locations and its accounts. */
export const practiceAccount = z.object({
  accountNumber: z.string(),
  customerGroup: z.enum(['Practice', 'Staff']),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  locationId: z.string().nullable(),
  locationName: z.string().nullable(),
  createdAt: z.string(),
});
export type PracticeAccount = z.infer<typeof practiceAccount>;

export const practiceDetail = z.object({
  practiceId: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  createdAt: z.string(),
  locations: z.array(locationSummary),
  accounts: z.array(practiceAccount),
  patientCount: z.number().int(),
});
export type PracticeDetail = z.infer<typeof practiceDetail>;
