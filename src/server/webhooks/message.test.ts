import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { buildWebhookRequest, signatureHeaders, slackMessage } from './message';
import { newMessageId, newWebhookSecret } from './outbox';

const payload = {
  type: 'lead.created',
  timestamp: '2026-11-25T08:00:00.000Z',
  data: {
    lead: {
      id: 42,
      kind: 'demo request',
      first_name: 'Jane',
      last_name: 'Doe',
      company: 'Acme Rentals',
      email: 'jane@acme.example',
      phone: '+1 555 0100',
      message: 'Call me at 555 0199',
      source: 'newsletter',
      campaign: 'spring',
    },
  },
};

describe('Standard Webhooks signature', () => {
  it('verifies with the library, with the secret the server made', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const id = newMessageId();
    expect(id).toMatch(/^msg_[\w-]{22}$/);
    const req = buildWebhookRequest('standard', secret, id, payload, 'https://x', new Date());
    expect(JSON.parse(req.body)).toEqual(payload);
    expect(req.headers['webhook-id']).toBe(id);
    expect(new Webhook(secret).verify(req.body, req.headers)).toEqual(payload);
  });

  it('fails verification with another secret or a changed body', () => {
    const secret = newWebhookSecret();
    const headers = signatureHeaders(secret, 'msg_1', '{"a":1}', new Date());
    expect(headers['webhook-signature']).toMatch(/^v1,/);
    expect(() => new Webhook(newWebhookSecret()).verify('{"a":1}', headers)).toThrow();
    expect(() => new Webhook(secret).verify('{"a":2}', headers)).toThrow();
  });

  it('puts the attempt time in webhook-timestamp (seconds)', () => {
    const at = new Date('2026-11-25T08:00:05.900Z');
    const h = signatureHeaders(newWebhookSecret(), 'msg_1', '{}', at);
    expect(h['webhook-timestamp']).toBe(String(Math.floor(at.getTime() / 1000)));
  });
});

describe('slackMessage', () => {
  it('is a readable line without e-mail addresses, phone numbers or free text', () => {
    const m = slackMessage(payload, 'https://www.lizit.com');
    expect(m.text).toBe(
      'New lead: Jane Doe, Acme Rentals (demo request) — source newsletter / spring. ' +
        'Open in admin: <https://www.lizit.com/admin/leads|Lizit admin>',
    );
    const all = JSON.stringify(m);
    expect(all).not.toContain('jane@acme.example');
    expect(all).not.toContain('555');
    expect(all).not.toContain('Call me');
  });

  it('escapes Slack markup a visitor typed', () => {
    const m = slackMessage(
      { ...payload, data: { name: '<!channel> <https://evil.example|click>', company: 'A&B' } },
      'https://x',
    );
    expect(m.text).not.toMatch(/<!channel>|<https:\/\/evil/);
    expect(m.text).toContain('&lt;!channel&gt;');
    expect(m.text).toContain('A&amp;B');
  });

  it('drops a name that is an e-mail address', () => {
    const m = slackMessage({ ...payload, data: { name: 'jane@acme.example' } }, 'https://x');
    expect(m.text).not.toContain('@');
  });

  it('says what changed for a status change, and names a test', () => {
    const m = slackMessage(
      {
        type: 'lead.status_changed',
        timestamp: payload.timestamp,
        data: { lead: { id: 1, name: 'Jane Doe' }, previous_status: 'new', status: 'contacted' },
      },
      'https://x',
    );
    expect(m.text).toContain('Lead status changed: Jane Doe — new → contacted');
    const t = slackMessage({ type: 'webhook.test', timestamp: '', data: {} }, 'https://x');
    expect(t.text).toMatch(
      /^Test message from Lizit — this endpoint is set up correctly\. Open in admin/,
    );
  });

  it('is the body of a Slack delivery', () => {
    const req = buildWebhookRequest(
      'slack',
      newWebhookSecret(),
      'msg_1',
      payload,
      'https://x',
      new Date(),
    );
    expect(JSON.parse(req.body)).toMatchObject({ text: expect.stringContaining('Jane Doe') });
  });
});
