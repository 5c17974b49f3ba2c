import 'server-only';
import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDb, type Db } from '@/db/client';
import { lead_events, leads } from '@/db/schema';
import { parseAttribution, type Attribution } from '@/lib/attribution';
import { BOOKING_PARAMS } from '@/lib/booking-link';
import { errorResponse } from '../errors';
import { consumeRateLimit } from '../forms/rate-limit';
import { clientIpFromHeaders } from '../http/client-ip';
import { readBody } from '../http/json-body';
import { kickOutbox } from '../mail/worker';
import { readSetting } from '../settings/store';
import { createBookedDemo } from './service';

/**
 * Demos booked on the external booking page (cal.com or Calendly) reach the lead inbox through
 * the provider's webhook: "booking created", "rescheduled" and "cancelled" events, each verified
 * by its HMAC signature with the secret set in the back office (Integrations), create or update a
 * demo-request lead with the booking time and the attribution the booking link carried.
 */

/** The booking providers whose webhooks are taken. */
export const BOOKING_PROVIDERS = ['calcom', 'calendly'] as const;
export type BookingProvider = (typeof BOOKING_PROVIDERS)[number];

/** What the providers are called for people. */
export const BOOKING_PROVIDER_LABELS: Record<BookingProvider, string> = {
  calcom: 'Cal.com',
  calendly: 'Calendly',
};

/** How old a signed Calendly delivery may be (seconds): older ones are replays. */
const CALENDLY_TOLERANCE_SEC = 5 * 60;

/** A provider's event, in the shape the inbox needs. */
export type BookingEvent = {
  action: 'created' | 'rescheduled' | 'cancelled';
  /** The provider's reference of this booking. */
  ref: string;
  /** The booking this one replaces (a reschedule), when the provider says so. */
  previousRef: string | null;
  startAt: Date;
  name: string;
  email: string;
  company: string;
  phone: string | null;
  /** The UTM values the booking link carried, as the provider stored them. */
  utm: Partial<
    Record<'utm_source' | 'utm_medium' | 'utm_campaign' | 'utm_term' | 'utm_content', string>
  >;
};

const hmacHex = (secret: string, data: Buffer | string) =>
  crypto.createHmac('sha256', secret).update(data).digest('hex');

/** Constant-time comparison of two hex digests (a length mismatch is a mismatch). */
function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && crypto.timingSafeEqual(x, y);
}

/**
 * Whether a delivery was signed with `secret`: cal.com's `X-Cal-Signature-256` is the HMAC-SHA256
 * (hex) of the raw body; Calendly's `Calendly-Webhook-Signature` is `t=<unix time>,v1=<HMAC-SHA256
 * hex of "<t>.<raw body>">`, refused when older than five minutes (a replay).
 * @param raw - the body exactly as received
 * @param headers - the request's headers
 * @param now - the clock, in ms
 */
export function verifyBookingSignature(
  provider: BookingProvider,
  raw: Buffer,
  headers: Headers,
  secret: string,
  now = Date.now(),
): boolean {
  if (!secret) return false;
  if (provider === 'calcom') {
    const given = headers.get('x-cal-signature-256') ?? '';
    return sameHex(given.replace(/^sha256=/, ''), hmacHex(secret, raw));
  }
  const header = headers.get('calendly-webhook-signature') ?? '';
  const parts = Object.fromEntries(
    header.split(',').map((p) => p.trim().split('=', 2) as [string, string]),
  );
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(now / 1000 - t) > CALENDLY_TOLERANCE_SEC) return false;
  return sameHex(parts.v1 ?? '', hmacHex(secret, `${t}.${raw.toString('utf8')}`));
}

const text = (max: number) =>
  z.unknown().transform((v) =>
    typeof v === 'string'
      ? v
          .replace(/[\u0000-\u001f]/g, ' ')
          .trim()
          .slice(0, max)
      : '',
  );
const time = z.unknown().transform((v) => {
  const t = typeof v === 'string' ? Date.parse(v) : Number.NaN;
  return Number.isFinite(t) ? new Date(t) : null;
});

/** The UTM values among `objects` (the first one naming each wins), bounded. */
function utmOf(...objects: unknown[]): BookingEvent['utm'] {
  const utm: BookingEvent['utm'] = {};
  for (const key of [
    'utm_source',
    'utm_medium',
    'utm_campaign',
    'utm_term',
    'utm_content',
  ] as const) {
    for (const o of objects) {
      const v = o && typeof o === 'object' ? (o as Record<string, unknown>)[key] : undefined;
      const value = typeof v === 'string' ? v.trim().slice(0, 500) : '';
      if (value) {
        utm[key] = value;
        break;
      }
    }
  }
  return utm;
}

/** A response of cal.com's booking form: a plain value, or `{ value }`. */
function answer(responses: unknown, key: string): string {
  const r =
    responses && typeof responses === 'object'
      ? (responses as Record<string, unknown>)[key]
      : undefined;
  const v = r && typeof r === 'object' && 'value' in r ? (r as { value: unknown }).value : r;
  return typeof v === 'string' ? v.trim().slice(0, 200) : '';
}

const calcomSchema = z
  .object({
    triggerEvent: z.enum(['BOOKING_CREATED', 'BOOKING_RESCHEDULED', 'BOOKING_CANCELLED']),
    payload: z
      .object({
        uid: text(200).pipe(z.string().min(1)),
        startTime: time.pipe(z.date()),
        rescheduleUid: text(200).optional(),
        fromReschedule: text(200).optional(),
        attendees: z.array(z.object({ name: text(200), email: text(254) }).loose()).min(1),
        responses: z.unknown().optional(),
        metadata: z.unknown().optional(),
        tracking: z.unknown().optional(),
      })
      .loose(),
  })
  .loose();

const calendlySchema = z
  .object({
    event: z.enum(['invitee.created', 'invitee.canceled']),
    payload: z
      .object({
        uri: text(500).pipe(z.string().min(1)),
        email: text(254),
        name: text(200),
        rescheduled: z.boolean().optional(),
        old_invitee: text(500).optional(),
        scheduled_event: z.object({ start_time: time.pipe(z.date()) }).loose(),
        tracking: z.unknown().optional(),
        questions_and_answers: z
          .array(z.object({ question: text(200), answer: text(500) }).loose())
          .optional(),
      })
      .loose(),
  })
  .loose();

/**
 * A provider's delivery as a {@link BookingEvent}, or null when it is not one of the three events
 * (the provider's other events are acknowledged and ignored) or lacks what a lead needs.
 * @param body - the parsed JSON body
 */
export function parseBookingEvent(provider: BookingProvider, body: unknown): BookingEvent | null {
  if (provider === 'calcom') {
    const parsed = calcomSchema.safeParse(body);
    if (!parsed.success) return null;
    const { triggerEvent, payload: p } = parsed.data;
    const person = p.attendees[0]!;
    const previous = p.rescheduleUid || p.fromReschedule || '';
    return {
      action:
        triggerEvent === 'BOOKING_CANCELLED'
          ? 'cancelled'
          : triggerEvent === 'BOOKING_RESCHEDULED'
            ? 'rescheduled'
            : 'created',
      ref: `calcom:${p.uid}`,
      previousRef: previous ? `calcom:${previous}` : null,
      startAt: p.startTime,
      name: person.name || answer(p.responses, 'name'),
      email: person.email || answer(p.responses, 'email'),
      company: answer(p.responses, 'company'),
      phone: answer(p.responses, 'attendeePhoneNumber') || answer(p.responses, 'phone') || null,
      utm: utmOf(p.tracking, p.metadata, p.responses),
    };
  }
  const parsed = calendlySchema.safeParse(body);
  if (!parsed.success) return null;
  const { event, payload: p } = parsed.data;
  // A Calendly reschedule cancels the old invitee (rescheduled: true) and creates a new one that
  // names it: the cancellation is the reschedule's first half, not a cancellation.
  if (event === 'invitee.canceled' && p.rescheduled) return null;
  const qa = (q: RegExp) => p.questions_and_answers?.find((a) => q.test(a.question))?.answer ?? '';
  return {
    action: event === 'invitee.canceled' ? 'cancelled' : p.old_invitee ? 'rescheduled' : 'created',
    ref: `calendly:${p.uri}`,
    previousRef: p.old_invitee ? `calendly:${p.old_invitee}` : null,
    startAt: p.scheduled_event.start_time,
    name: p.name,
    email: p.email,
    company: qa(/company|business/i),
    phone: qa(/phone/i) || null,
    utm: utmOf(p.tracking),
  };
}

/**
 * The attribution a booking link carried (`lib/booking-link.ts`): the last touch in
 * utm_source/medium/campaign, the first touch in utm_term ("source|medium|campaign") and the page
 * the visitor was on in utm_content ("placement|/path"). A link from elsewhere (the provider's
 * own page, a campaign pointing straight at it) is taken as it is: its UTM values are the touch.
 */
export function bookingAttribution(utm: BookingEvent['utm'], at: Date): Attribution {
  const [, page] = (utm.utm_content ?? '').split(BOOKING_PARAMS.separator, 2);
  const last = {
    utm_source: utm.utm_source,
    utm_medium: utm.utm_medium,
    utm_campaign: utm.utm_campaign,
    landing_page: page,
    at: at.toISOString(),
  };
  const [source, medium, campaign] = (utm.utm_term ?? '').split(BOOKING_PARAMS.separator);
  const first = utm.utm_term
    ? { utm_source: source, utm_medium: medium, utm_campaign: campaign, at: at.toISOString() }
    : null;
  return parseAttribution({ first, last });
}

/** Splits a full name into first and last name (the demo request's two fields). */
function splitName(name: string): { first_name: string; last_name: string } {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length <= 1) return { first_name: parts[0] ?? '', last_name: '' };
  return { first_name: parts.slice(0, -1).join(' '), last_name: parts.at(-1)! };
}

/** What {@link applyBookingEvent} did. */
export type BookingOutcome = { leadId: number | null; result: 'created' | 'updated' | 'ignored' };

const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/**
 * Applies a verified event to the inbox, in one transaction:
 * - created: a new demo-request lead with the booking (notified as a demo request is), unless
 *   a lead already holds this booking (a provider's retry) or one of the same address is booked
 *   for the same time (then they merge: that lead takes the booking's reference);
 * - rescheduled: the lead of the booking it replaces (else of the same address booked at the
 *   old reference) takes the new time and reference; none found, it is created as above;
 * - cancelled: the lead's booking is marked cancelled (an unknown booking is ignored).
 * Each change is recorded in the lead's history; a new lead is sent to webhooks as `lead.created`.
 */
export async function applyBookingEvent(
  db: Db,
  provider: BookingProvider,
  event: BookingEvent,
  now = new Date(),
): Promise<BookingOutcome> {
  const email = event.email.toLowerCase();
  const byRef = async (ref: string | null) => {
    if (!ref) return undefined;
    const [row] = await db.select({ id: leads.id }).from(leads).where(eq(leads.booking_ref, ref));
    return row;
  };
  const record = (leadId: number, action: BookingEvent['action'], at: Date) =>
    db
      .insert(lead_events)
      .values({ lead_id: leadId, type: 'booking', data: { action, at: at.toISOString() } });

  if (event.action === 'cancelled') {
    const lead = await byRef(event.ref);
    if (!lead) return { leadId: null, result: 'ignored' };
    await db
      .update(leads)
      .set({ booking_status: 'cancelled', updated_at: now })
      .where(eq(leads.id, lead.id));
    await record(lead.id, 'cancelled', event.startAt);
    return { leadId: lead.id, result: 'updated' };
  }

  // A retry of a delivery already applied changes nothing.
  const same = await byRef(event.ref);
  if (same) return { leadId: same.id, result: 'ignored' };
  const earlier =
    (await byRef(event.previousRef)) ??
    (
      await db
        .select({ id: leads.id })
        .from(leads)
        .where(
          and(
            sql`lower(${leads.email}) = ${email}`,
            eq(leads.type, 'demo_request'),
            eq(leads.booking_at, event.startAt),
          ),
        )
        .limit(1)
    )[0];
  if (earlier) {
    await db
      .update(leads)
      .set({
        booking_at: event.startAt,
        booking_status: 'booked',
        booking_ref: event.ref,
        updated_at: now,
      })
      .where(eq(leads.id, earlier.id));
    await record(earlier.id, event.previousRef ? 'rescheduled' : 'created', event.startAt);
    return { leadId: earlier.id, result: 'updated' };
  }
  const { first_name, last_name } = splitName(event.name || email);
  const { leadId } = await createBookedDemo(db, {
    first_name,
    last_name,
    email,
    company: event.company,
    phone: event.phone,
    notes: `Booked on ${BOOKING_PROVIDER_LABELS[provider]} for ${DATE_TIME.format(event.startAt)} UTC`,
    attribution: bookingAttribution(event.utm, now),
    booking: { at: event.startAt, status: 'booked', ref: event.ref },
  });
  await record(leadId, 'created', event.startAt);
  return { leadId, result: 'created' };
}

/** Largest booking webhook body read, in bytes. */
export const BOOKING_WEBHOOK_MAX_BYTES = 64 * 1024;

/**
 * POST /api/integrations/booking/{provider}: a booking provider's webhook. In this order: the
 * provider must be one this site takes and have its secret set (else 404: an endpoint that is off
 * looks like none); the per-address rate limit (429); the body, at most
 * {@link BOOKING_WEBHOOK_MAX_BYTES} (413); the signature (401, nothing stored); the JSON (400);
 * then the event is applied (200 `{ ok, result }`; another event type is acknowledged and
 * ignored). A failure of the database is a 500 the provider retries.
 */
export async function handleBookingWebhook(request: Request, provider: string): Promise<Response> {
  const json = (
    status: number,
    body: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
  try {
    if (!(BOOKING_PROVIDERS as readonly string[]).includes(provider))
      return json(404, { ok: false, error: 'Not found.' });
    const p = provider as BookingProvider;
    const db = getDb();
    const secret = (await readSetting(db, 'booking_webhook'))[p];
    if (!secret) return json(404, { ok: false, error: 'Not found.' });
    const limit = await consumeRateLimit('booking_webhook', clientIpFromHeaders(request.headers));
    if (!limit.allowed)
      return json(
        429,
        { ok: false, error: 'Too many requests.' },
        { 'Retry-After': String(limit.retryAfterSec) },
      );
    const raw = await readBody(request, BOOKING_WEBHOOK_MAX_BYTES);
    if (raw === null) return json(413, { ok: false, error: 'Request too large.' });
    if (!verifyBookingSignature(p, raw, request.headers, secret))
      return json(401, { ok: false, error: 'Invalid signature.' });
    let body: unknown;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      return json(400, { ok: false, error: 'Invalid request.' });
    }
    const event = parseBookingEvent(p, body);
    if (!event) return json(200, { ok: true, result: 'ignored' });
    const outcome = await applyBookingEvent(db, p, event);
    if (outcome.result === 'created') kickOutbox();
    return json(200, { ok: true, result: outcome.result });
  } catch (error) {
    return errorResponse(error, { log: 'booking webhook failed', logFields: { provider } });
  }
}
