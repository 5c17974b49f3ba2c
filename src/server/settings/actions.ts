'use server';

import {
  bookingWebhookSettingsSchema,
  notificationSettingsSchema,
} from '@/lib/validation/settings';
import { adminAction } from '../actions/admin-action';
import { writeSetting } from './store';

// The settings the team changes in the back office; admins only (the Settings capability).

/** Saves who is notified of each lead kind, and the visitor's confirmation e-mail. */
export const saveNotificationSettingsAction = adminAction(
  'settings.notifications',
  'settings',
  notificationSettingsSchema,
  async (value, admin, db) => writeSetting(db, 'notifications', value, admin.id),
);

/** Saves the booking providers' webhook secrets (an empty one turns that webhook off). */
export const saveBookingWebhookAction = adminAction(
  'settings.booking_webhook',
  'settings',
  bookingWebhookSettingsSchema,
  async (value, admin, db) => writeSetting(db, 'booking_webhook', value, admin.id),
);
