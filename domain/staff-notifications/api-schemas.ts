import { z } from 'zod';

/** The staff-notifications context's API contract (issue #14). */

/** Spec point 7: /customer/notification/update takes a list of id and isViewed. */
export const markStaffNotificationsInput = z.object({
  notifications: z.array(z.object({ id: z.string().trim().min(1).max(64), isViewed: z.boolean() })).min(1).max(200),
});
export type MarkStaffNotificationsInput = z.infer<typeof markStaffNotificationsInput>;
export const markStaffNotificationsReply = z.object({ position: z.number().int() });

/** One staff notification as `/customer/notification/get` lists it. */
export const staffNotificationView = z.object({
  id: z.string(),
  isViewed: z.boolean(),
  kind: z.string(),
  message: z.string(),
  createdAt: z.string(),
  requestId: z.string().nullable(),
  patientAccountNumber: z.string().nullable(),
});
export type StaffNotificationView = z.infer<typeof staffNotificationView>;
export const staffNotificationsReply = z.object({ items: z.array(staffNotificationView) });
export type StaffNotificationsReply = z.infer<typeof staffNotificationsReply>;
export const staffNotificationCountReply = z.object({ count: z.number().int() });

/** Reply type for the web. */
export type MarkStaffNotificationsReply = z.infer<typeof markStaffNotificationsReply>;
