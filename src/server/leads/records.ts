import type { Db } from '@/db/client';
import { lead_events, leads } from '@/db/schema';
import { sourceMedium, type Attribution } from '@/lib/attribution';
import type { BookingStatus, LeadType } from '@/lib/leads';

/**
 * Writing the lead row that goes with every submission, inside the
 * submission's transaction.
 */

/** Which submission a lead is: exactly one of the four ids. */
export type LeadSubmission =
  | { demo_request_id: number }
  | { general_inquiry_id: number }
  | { newsletter_subscriber_id: number }
  | { form_submission_id: number };

/** What a new lead row is made of. */
export type NewLead = {
  type: LeadType;
  submission: LeadSubmission;
  name: string;
  email: string;
  company?: string | null;
  /** Suspected spam: the lead starts in the Spam quarantine. */
  spam: boolean;
  attribution: Attribution;
  /** A demo booked on the booking provider's page: when, and the provider's reference. */
  booking?: { at: Date; status: BookingStatus; ref: string };
};

/** The lead columns that come from a first touch (source, medium, campaign, landing page). */
export function firstTouchColumns(attribution: Attribution) {
  const first = attribution.first;
  const { source, medium } = sourceMedium(first);
  return {
    first_touch: first,
    last_touch: attribution.last,
    source,
    medium,
    campaign: first?.utm_campaign ?? null,
    landing_page: first?.landing_page ?? null,
  };
}

/**
 * Inserts the lead of a stored submission and its "submitted" history entry, with
 * its first and last touch and the first touch's source, medium, campaign and landing page.
 * Call it in the submission's transaction.
 * @param tx - the submission's transaction
 * @param lead - the submission, contact fields, spam flag and attribution
 * @returns the new lead's id
 * @throws the database error when an insert fails
 */
export async function insertLead(tx: Db, lead: NewLead): Promise<number> {
  const [row] = await tx
    .insert(leads)
    .values({
      type: lead.type,
      ...lead.submission,
      name: lead.name,
      email: lead.email,
      company: lead.company ?? null,
      status: lead.spam ? 'spam' : 'new',
      ...firstTouchColumns(lead.attribution),
      ...(lead.booking
        ? {
            booking_at: lead.booking.at,
            booking_status: lead.booking.status,
            booking_ref: lead.booking.ref,
          }
        : {}),
    })
    .returning({ id: leads.id });
  await tx.insert(lead_events).values({
    lead_id: row!.id,
    type: 'submitted',
    data: lead.spam ? { suspected_spam: true } : null,
  });
  return row!.id;
}
