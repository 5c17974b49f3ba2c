/**
 * Demo bookings and lead notifications on PGlite and PostgreSQL: the booking providers' webhooks
 * (cal.com and Calendly, each verified by its signature) create, move, merge and cancel
 * demo-request leads with the booking time and the attribution the booking link carried; a bad
 * signature, a stale one, a provider that is off, an oversized or malformed body are refused and
 * store nothing. The Notifications setting decides who is told about each lead kind (nobody
 * chosen: every admin) and sends the visitor's confirmation when it is on.
 */
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setDbHandle } from '@/db/client';
import { lead_events, leads, mail_outbox } from '@/db/schema';
import { contactSchema } from '@/lib/validation/leads';
import { createConfirmedUser } from '@/server/admin/users';
import { resetRateLimiters } from '@/server/forms/rate-limit';
import { handleBookingWebhook } from '@/server/leads/booking';
import { notificationRecipients } from '@/server/leads/notify';
import { createContactMessage } from '@/server/leads/service';
import { writeSetting } from '@/server/settings/store';
import { setMemberActive } from '@/server/team/members';
import { dbTargets, type TestDatabase } from './helpers/db';

// No deployment default: the setting alone decides, then every admin.
process.env.ADMIN_NOTIFY_EMAILS = '';

const CALCOM_SECRET = 'calcom-secret-0123456789abcdef';
const CALENDLY_SECRET = 'calendly-secret-0123456789abcdef';
const hmac = (secret: string, data: string) =>
  crypto.createHmac('sha256', secret).update(data).digest('hex');

function calcom(body: unknown, secret = CALCOM_SECRET) {
  const raw = JSON.stringify(body);
  return new Request('http://lizit.test/api/integrations/booking/calcom', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-cal-signature-256': hmac(secret, raw) },
    body: raw,
  });
}

function calendly(body: unknown, opts: { secret?: string; t?: number } = {}) {
  const raw = JSON.stringify(body);
  const t = opts.t ?? Math.floor(Date.now() / 1000);
  const v1 = hmac(opts.secret ?? CALENDLY_SECRET, `${t}.${raw}`);
  return new Request('http://lizit.test/api/integrations/booking/calendly', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'calendly-webhook-signature': `t=${t},v1=${v1}`,
    },
    body: raw,
  });
}

const calcomEvent = (
  triggerEvent: string,
  uid: string,
  start: string,
  extra: Record<string, unknown> = {},
) => ({
  triggerEvent,
  createdAt: new Date().toISOString(),
  payload: {
    uid,
    startTime: start,
    attendees: [{ name: 'Dana Booker', email: 'Dana@Yard.example', timeZone: 'UTC' }],
    responses: { company: { value: 'Dana Yard Rentals' } },
    tracking: {
      utm_source: 'linkedin',
      utm_medium: 'paid',
      utm_campaign: 'fall-promo',
      utm_term: 'newsletter|email|october',
      utm_content: 'home_hero|/product',
    },
    ...extra,
  },
});

describe.each(dbTargets())('demo bookings and notifications on $name', ({ create }) => {
  let t: TestDatabase;
  let admin: string;

  beforeAll(async () => {
    t = await create();
    setDbHandle(t);
    resetRateLimiters();
    admin = await createConfirmedUser(t.db, 'boss@lizit.com', 'Boss-pass-123', {
      name: 'Bo Boss',
      admin: true,
    });
    await writeSetting(
      t.db,
      'booking_webhook',
      { calcom: CALCOM_SECRET, calendly: CALENDLY_SECRET },
      admin,
    );
  });
  afterAll(async () => {
    setDbHandle(undefined);
    resetRateLimiters();
    await t?.dispose();
  });

  const leadOf = async (email: string) =>
    t.db
      .select()
      .from(leads)
      .where(sql`lower(${leads.email}) = ${email}`);

  it('a cal.com booking becomes a booked demo-request lead with its attribution, once', async () => {
    const body = calcomEvent('BOOKING_CREATED', 'uid-1', '2026-12-03T15:00:00.000Z');
    const res = await handleBookingWebhook(calcom(body), 'calcom');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, result: 'created' });
    const [lead] = await leadOf('dana@yard.example');
    expect(lead).toMatchObject({
      type: 'demo_request',
      status: 'new',
      company: 'Dana Yard Rentals',
      booking_status: 'booked',
      booking_ref: 'calcom:uid-1',
      // The first touch: the newsletter that first brought her.
      source: 'newsletter',
      medium: 'email',
      campaign: 'october',
    });
    expect(lead!.booking_at?.toISOString()).toBe('2026-12-03T15:00:00.000Z');
    expect(lead!.last_touch).toMatchObject({
      utm_source: 'linkedin',
      utm_campaign: 'fall-promo',
      landing_page: '/product',
    });
    // Notified like a demo request from the form (nobody chosen: every admin).
    const mails = await t.db.select().from(mail_outbox).where(eq(mail_outbox.lead_id, lead!.id));
    expect(mails.map((m) => [m.kind, m.to_address])).toEqual([
      ['notification.demo_request', 'boss@lizit.com'],
    ]);
    // The provider's retry changes nothing.
    const again = await handleBookingWebhook(calcom(body), 'calcom');
    expect(await again.json()).toEqual({ ok: true, result: 'ignored' });
    expect(await leadOf('dana@yard.example')).toHaveLength(1);
  });

  it('a reschedule moves the booking, a cancellation marks it; the history says so', async () => {
    const moved = calcomEvent('BOOKING_RESCHEDULED', 'uid-2', '2026-12-04T16:30:00.000Z', {
      rescheduleUid: 'uid-1',
    });
    expect(await (await handleBookingWebhook(calcom(moved), 'calcom')).json()).toEqual({
      ok: true,
      result: 'updated',
    });
    let [lead] = await leadOf('dana@yard.example');
    expect(lead!.booking_at?.toISOString()).toBe('2026-12-04T16:30:00.000Z');
    expect(lead!.booking_ref).toBe('calcom:uid-2');
    const cancelled = calcomEvent('BOOKING_CANCELLED', 'uid-2', '2026-12-04T16:30:00.000Z');
    await handleBookingWebhook(calcom(cancelled), 'calcom');
    [lead] = await leadOf('dana@yard.example');
    expect(lead!.booking_status).toBe('cancelled');
    const history = await t.db
      .select({ data: lead_events.data })
      .from(lead_events)
      .where(eq(lead_events.lead_id, lead!.id));
    expect(history.map((h) => h.data?.action).filter(Boolean)).toEqual([
      'created',
      'rescheduled',
      'cancelled',
    ]);
  });

  it('Calendly: created, a reschedule (cancel + create naming the old invitee), and a merge by address and time', async () => {
    const invitee = (uri: string, start: string, extra: Record<string, unknown> = {}) => ({
      event: 'invitee.created',
      payload: {
        uri,
        email: 'sam@lifts.example',
        name: 'Sam Lifter',
        scheduled_event: { start_time: start },
        tracking: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'brand' },
        questions_and_answers: [{ question: 'Company name', answer: 'Sam Lifts' }],
        ...extra,
      },
    });
    const first = await handleBookingWebhook(
      calendly(invitee('https://api.calendly.com/inv/A', '2026-12-05T10:00:00Z')),
      'calendly',
    );
    expect(await first.json()).toEqual({ ok: true, result: 'created' });
    // The reschedule: the old invitee is cancelled (ignored), the new one names it.
    const cancel = {
      event: 'invitee.canceled',
      payload: {
        ...invitee('https://api.calendly.com/inv/A', '2026-12-05T10:00:00Z').payload,
        rescheduled: true,
      },
    };
    expect(await (await handleBookingWebhook(calendly(cancel), 'calendly')).json()).toEqual({
      ok: true,
      result: 'ignored',
    });
    await handleBookingWebhook(
      calendly(
        invitee('https://api.calendly.com/inv/B', '2026-12-06T11:00:00Z', {
          old_invitee: 'https://api.calendly.com/inv/A',
        }),
      ),
      'calendly',
    );
    const rows = await leadOf('sam@lifts.example');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      booking_ref: 'calendly:https://api.calendly.com/inv/B',
      booking_status: 'booked',
      company: 'Sam Lifts',
      source: 'google',
    });
    // The same person and time booked again through the other provider: one lead.
    const dup = calcomEvent('BOOKING_CREATED', 'uid-sam', '2026-12-06T11:00:00.000Z', {
      attendees: [{ name: 'Sam Lifter', email: 'sam@lifts.example' }],
    });
    expect(await (await handleBookingWebhook(calcom(dup), 'calcom')).json()).toEqual({
      ok: true,
      result: 'updated',
    });
    expect(await leadOf('sam@lifts.example')).toHaveLength(1);
  });

  it('refuses a bad or stale signature, a provider that is off, a huge or malformed body; stores nothing', async () => {
    const before = (await t.db.select({ id: leads.id }).from(leads)).length;
    const body = calcomEvent('BOOKING_CREATED', 'uid-evil', '2026-12-07T09:00:00.000Z', {
      attendees: [{ name: 'Eve', email: 'eve@evil.example' }],
    });
    expect(
      (await handleBookingWebhook(calcom(body, 'wrong-secret-0123456789'), 'calcom')).status,
    ).toBe(401);
    const unsigned = new Request('http://lizit.test/api/integrations/booking/calcom', {
      method: 'POST',
      body: JSON.stringify(body),
    });
    expect((await handleBookingWebhook(unsigned, 'calcom')).status).toBe(401);
    const stale = calendly(
      { event: 'invitee.created', payload: {} },
      { t: Math.floor(Date.now() / 1000) - 3600 },
    );
    expect((await handleBookingWebhook(stale, 'calendly')).status).toBe(401);
    expect((await handleBookingWebhook(calcom(body), 'acuity')).status).toBe(404);
    const huge = new Request('http://lizit.test/api/integrations/booking/calcom', {
      method: 'POST',
      headers: { 'content-length': String(10 * 1024 * 1024) },
      body: 'x',
    });
    expect((await handleBookingWebhook(huge, 'calcom')).status).toBe(413);
    const raw = '{not json';
    const malformed = new Request('http://lizit.test/api/integrations/booking/calcom', {
      method: 'POST',
      headers: { 'x-cal-signature-256': hmac(CALCOM_SECRET, raw) },
      body: raw,
    });
    expect((await handleBookingWebhook(malformed, 'calcom')).status).toBe(400);
    // Another provider event is acknowledged and ignored.
    const other = await handleBookingWebhook(
      calcom({ triggerEvent: 'MEETING_ENDED', payload: {} }),
      'calcom',
    );
    expect(await other.json()).toEqual({ ok: true, result: 'ignored' });
    expect((await t.db.select({ id: leads.id }).from(leads)).length).toBe(before);
    // Turned off: its deliveries are refused as if the address did not exist.
    await writeSetting(t.db, 'booking_webhook', { calcom: '', calendly: CALENDLY_SECRET }, admin);
    expect((await handleBookingWebhook(calcom(body), 'calcom')).status).toBe(404);
    await writeSetting(
      t.db,
      'booking_webhook',
      { calcom: CALCOM_SECRET, calendly: CALENDLY_SECRET },
      admin,
    );
  });

  it('notifies the members and addresses chosen for a kind, never a disabled member; every admin when none', async () => {
    const helper = await createConfirmedUser(t.db, 'helper@lizit.com', 'Helper-pass-1', {
      name: 'Hel Per',
      admin: true,
      role: 'editor',
    });
    expect(await notificationRecipients(t.db, 'general_inquiry')).toMatchObject({
      source: 'admins',
      emails: ['boss@lizit.com'],
    });
    await writeSetting(
      t.db,
      'notifications',
      {
        recipients: {
          demo_request: { members: [], emails: [] },
          general_inquiry: { members: [helper], emails: ['Sales@Partner.example'] },
          newsletter_signup: { members: [], emails: [] },
          landing_form: { members: [], emails: [] },
        },
        confirmation: {
          enabled: true,
          subject: 'Thanks for writing',
          body: 'Hi {name},\n\nWe will answer soon.',
        },
      },
      admin,
    );
    expect(await notificationRecipients(t.db, 'general_inquiry')).toEqual({
      source: 'setting',
      emails: ['helper@lizit.com', 'sales@partner.example'],
    });
    const id = await createContactMessage(
      t.db,
      contactSchema.parse({ name: 'Cora Contact', email: 'cora@yard.example', message: 'Hello' }),
    );
    const [lead] = await t.db.select().from(leads).where(eq(leads.general_inquiry_id, id));
    const mails = await t.db.select().from(mail_outbox).where(eq(mail_outbox.lead_id, lead!.id));
    expect(mails.map((m) => [m.kind, m.to_address]).sort()).toEqual([
      ['confirmation.general_inquiry', 'cora@yard.example'],
      ['notification.general_inquiry', 'helper@lizit.com'],
      ['notification.general_inquiry', 'sales@partner.example'],
    ]);
    const confirmation = mails.find((m) => m.kind === 'confirmation.general_inquiry')!;
    expect(confirmation.subject).toBe('Thanks for writing');
    expect(confirmation.text_body).toContain('Hi Cora Contact,');
    // A disabled member is not notified.
    await setMemberActive(
      t.db,
      { id: admin, email: 'boss@lizit.com', name: 'Bo Boss', emailVerified: true, role: 'admin' },
      helper,
      false,
    );
    expect((await notificationRecipients(t.db, 'general_inquiry')).emails).toEqual([
      'sales@partner.example',
    ]);
  });
});
