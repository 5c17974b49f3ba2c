import type { Answer } from './validation/landing-form';

/**
 * The lead inbox's vocabulary, shared by the schema, the server and the admin
 * screens.
 */

/**
 * What a lead is: a demo request, a contact message, a newsletter sign-up, or a submission of a
 * landing page's form.
 */
export const LEAD_TYPES = ['demo_request', 'contact', 'newsletter', 'form'] as const;
export type LeadType = (typeof LEAD_TYPES)[number];

/** A lead's status, in the order sales moves it; `spam` is the quarantine. */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost', 'spam'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Where a demo booked on the booking provider's page stands. */
export const BOOKING_STATUSES = ['booked', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** What a lead's history records. */
export const LEAD_EVENT_TYPES = [
  'submitted',
  'status_changed',
  'owner_changed',
  'note',
  'not_spam',
  'unmasked',
  'resubmitted',
  'unsubscribed',
  /** The booking provider told of a demo booked, moved or cancelled (`data.action`, `data.at`). */
  'booking',
] as const;
export type LeadEventType = (typeof LEAD_EVENT_TYPES)[number];

/** How each status reads in the back office. */
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  won: 'Won',
  lost: 'Lost',
  spam: 'Spam',
};

/** How each lead type reads in the back office. */
export const LEAD_TYPE_LABELS: Record<LeadType, string> = {
  demo_request: 'Demo request',
  contact: 'Contact message',
  newsletter: 'Newsletter',
  form: 'Landing page form',
};

/** Whether `value` is a lead status. */
export function isLeadStatus(value: unknown): value is LeadStatus {
  return (LEAD_STATUSES as readonly unknown[]).includes(value);
}

/** The longest note kept on a lead, in characters. */
export const MAX_LEAD_NOTE = 5000;

/** Leads per inbox page. */
export const LEADS_PAGE_SIZE = 50;

/**
 * One answer of a landing page form as a lead keeps it: its question's label and type as asked,
 * and the answer (text, a whole number, the answers chosen, yes/no; null when left empty).
 */
export type LeadAnswer = { label: string; type: string; value: Answer };

/**
 * An answer as the inbox, a CSV cell, a webhook's reader or a notification shows it.
 * @param value - the stored answer
 * @returns "Yes"/"No" for a yes/no, the answers chosen joined by ", ", a number as digits, the
 *   text as it is; '' for none
 */
export function answerText(value: Answer): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}
