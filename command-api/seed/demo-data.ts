import type { Address } from '../../domain/practices/events';

/** Demo data for first start (never in production). Password for every demo account: DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'Lensloop!2026';

export interface DemoPractice {
  practiceId: string;
  name: string;
  phone: string;
  locations: { locationId: string; name: string; address: Address; phone: string }[];
  admin: { accountNumber: string; email: string; firstName: string; lastName: string };
  staff: { accountNumber: string; email: string; firstName: string; lastName: string; locationId: string }[];
  patients: { firstName: string; lastName: string; dob: string; phone: string; locationId: string; email?: string; canSignIn?: boolean }[];
}

export const DEMO_CSR = { accountNumber: '900000001', email: 'csr@demo.lensloop.test', firstName: 'Casey', lastName: 'Support' };

/**
 * The distributor's analyst and operator (issues #32, #33), already enrolled in two-factor sign-in:
 * the sign-in code goes to `phone`, which lands in the development SMS outbox (/dev/sms).
 */
export const DEMO_DISTRIBUTOR_STAFF = [
  { accountNumber: '910000001', customerGroup: 'Analyst', email: 'analyst@demo.lensloop.test', firstName: 'Avery', lastName: 'Quinn', phone: '5125550161' },
  { accountNumber: '920000001', customerGroup: 'Operator', email: 'operator@demo.lensloop.test', firstName: 'Jordan', lastName: 'Okoro', phone: '5125550162' },
] as const;

export const DEMO_PRACTICES: DemoPractice[] = [
  {
    practiceId: 'PR-1001',
    name: 'Clearview Eye Care',
    phone: '5125550100',
    locations: [
      { locationId: 'LOC-1001-A', name: 'Clearview Eye Care – Downtown', phone: '5125550101', address: { address1: '401 Congress Ave', address2: 'Suite 120', city: 'Austin', state: 'TX', zip: '78701' } },
      { locationId: 'LOC-1001-B', name: 'Clearview Eye Care – North Lamar', phone: '5125550102', address: { address1: '8820 N Lamar Blvd', city: 'Austin', state: 'TX', zip: '78753' } },
    ],
    admin: { accountNumber: '800000001', email: 'admin@demo.lensloop.test', firstName: 'Dana', lastName: 'Whitfield' },
    staff: [{ accountNumber: '700000001', email: 'staff@demo.lensloop.test', firstName: 'Morgan', lastName: 'Reyes', locationId: 'LOC-1001-A' }],
    patients: [
      { firstName: 'Patricia', lastName: 'Nguyen', dob: '04/12/1988', phone: '5125550143', locationId: 'LOC-1001-A', email: 'patient@demo.lensloop.test', canSignIn: true },
      { firstName: 'James', lastName: 'Carter', dob: '09/30/1975', phone: '5125550178', locationId: 'LOC-1001-A' },
      { firstName: 'Sofia', lastName: 'Martinez', dob: '01/22/1994', phone: '5125550190', locationId: 'LOC-1001-A' },
      { firstName: 'Liam', lastName: 'Oconnell', dob: '06/05/2001', phone: '5125550112', locationId: 'LOC-1001-A' },
      { firstName: 'Emma', lastName: 'Johansson', dob: '11/18/1983', phone: '5125550165', locationId: 'LOC-1001-A' },
      { firstName: 'Noah', lastName: 'Patel', dob: '03/09/1990', phone: '5125550133', locationId: 'LOC-1001-A' },
      { firstName: 'Olivia', lastName: 'Brooks', dob: '07/27/1969', phone: '5125550187', locationId: 'LOC-1001-A' },
      { firstName: 'Ethan', lastName: 'Kim', dob: '12/02/1998', phone: '5125550121', locationId: 'LOC-1001-A' },
      { firstName: 'Ava', lastName: 'Thompson', dob: '02/14/1986', phone: '5125550156', locationId: 'LOC-1001-A' },
      { firstName: 'Mason', lastName: 'Rivera', dob: '08/21/1979', phone: '5125550149', locationId: 'LOC-1001-A' },
      { firstName: 'Isabella', lastName: 'Chen', dob: '05/03/1992', phone: '5125550138', locationId: 'LOC-1001-A' },
      { firstName: 'Lucas', lastName: 'Anderson', dob: '10/11/1972', phone: '5125550174', locationId: 'LOC-1001-A' },
      { firstName: 'Mia', lastName: 'Robinson', dob: '09/17/2003', phone: '5125550109', locationId: 'LOC-1001-A' },
      { firstName: 'Benjamin', lastName: 'Walker', dob: '04/29/1965', phone: '5125550182', locationId: 'LOC-1001-A' },
      { firstName: 'Charlotte', lastName: 'Hughes', dob: '01/08/1996', phone: '5125550127', locationId: 'LOC-1001-A' },
      { firstName: 'Henry', lastName: 'Nguyen', dob: '06/23/1959', phone: '5125550116', locationId: 'LOC-1001-B' },
      { firstName: 'Amelia', lastName: 'Foster', dob: '03/31/1989', phone: '5125550168', locationId: 'LOC-1001-B' },
      { firstName: 'Jack', lastName: 'Sullivan', dob: '12/19/1981', phone: '5125550192', locationId: 'LOC-1001-B' },
    ],
  },
  {
    practiceId: 'PR-2002',
    name: 'Lakeside Vision Center',
    phone: '6085550200',
    locations: [
      { locationId: 'LOC-2002-A', name: 'Lakeside Vision Center', phone: '6085550201', address: { address1: '22 E Mifflin St', city: 'Madison', state: 'WI', zip: '53703' } },
    ],
    admin: { accountNumber: '800000002', email: 'admin.lakeside@demo.lensloop.test', firstName: 'Priya', lastName: 'Raman' },
    staff: [{ accountNumber: '700000002', email: 'staff.lakeside@demo.lensloop.test', firstName: 'Tyler', lastName: 'Berg', locationId: 'LOC-2002-A' }],
    patients: [
      { firstName: 'Grace', lastName: 'Lindqvist', dob: '02/02/1991', phone: '6085550231', locationId: 'LOC-2002-A', email: 'patient.lakeside@demo.lensloop.test', canSignIn: true },
      { firstName: 'Samuel', lastName: 'Okafor', dob: '07/14/1984', phone: '6085550245', locationId: 'LOC-2002-A' },
      { firstName: 'Chloe', lastName: 'Nguyen', dob: '10/25/1997', phone: '6085550258', locationId: 'LOC-2002-A' },
      { firstName: 'Daniel', lastName: 'Schmidt', dob: '05/16/1970', phone: '6085550263', locationId: 'LOC-2002-A' },
      { firstName: 'Zoe', lastName: 'Carter', dob: '08/08/2000', phone: '6085550277', locationId: 'LOC-2002-A' },
    ],
  },
];

/** With the demo history (npm start), patients who join each practice over the year. */
export const DEMO_HISTORY_NEW_PATIENTS: Record<string, number> = { 'PR-1001': 70, 'PR-2002': 25 };

export function demoPatientEmail(p: { firstName: string; lastName: string; email?: string }, practiceId: string): string {
  return p.email ?? `${p.firstName}.${p.lastName}.${practiceId.slice(-4)}@example.com`.toLowerCase();
}
