import { describe, expect, it } from 'vitest';
import { itCases, itReturns, type Case } from '@/test/cases';
import {
  isCustomerTable,
  maskAnswer,
  maskContactsInText,
  MASKED,
  maskEmail,
  maskLongText,
  maskName,
  maskPhone,
  maskRecord,
  previewText,
  type DemoRequestRecord,
  type FormSubmissionRecord,
  type GeneralInquiryRecord,
  type NewsletterSubscriberRecord,
} from './lead-mask';

/** A small seeded PRNG (mulberry32), so the property tests are reproducible. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick(r: () => number, alphabet: string, min: number, max: number): string {
  const n = min + Math.floor(r() * (max - min + 1));
  let s = '';
  for (let i = 0; i < n; i++) s += alphabet[Math.floor(r() * alphabet.length)];
  return s;
}

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const LOCAL = `${LOWER}ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._+-`;
const LABEL = `${LOWER}0123456789-`;

/** A part masked as "first character + stars" or all stars: reveals at most one character. */
const ONE_CHAR_AT_MOST = /^[^*]?\*+$/;

describe('maskEmail', () => {
  // The first character of the local part and of each domain label stays, and the TLD; parts
  // of one or two characters are starred entirely; anything that is not an address is ***.
  itCases('masks %j as %j', maskEmail, [
    ['jane.doe@acme.com', 'j*******@a***.com'],
    ['  Jane.Doe@Acme.com ', 'J*******@A***.com'],
    ['bob@mail.acme.co.uk', 'b**@m***.a***.**.uk'],
    ['a@b.io', '*@*.io'],
    ['jo@ab.com', '**@**.com'],
    ...[
      '',
      'jane',
      'jane@',
      '@acme.com',
      'a@b@c.com',
      'jane@localhost',
      'j@a..com',
      'j@.com',
      'j@acme.',
    ].map((bad): Case<string, string> => [bad, MASKED]),
  ]);

  it('never reveals more than one character of the local part or of a label (200 random)', () => {
    const r = rng(42);
    for (let i = 0; i < 200; i++) {
      const local = pick(r, LOCAL, 1, 24);
      const labels = Array.from({ length: 1 + Math.floor(r() * 3) }, () => pick(r, LABEL, 1, 14));
      const tld = pick(r, LOWER, 2, 6);
      const email = `${local}@${labels.join('.')}.${tld}`;
      const masked = maskEmail(email);
      const [mLocal, mDomain] = masked.split('@') as [string, string];
      expect(mLocal).toMatch(ONE_CHAR_AT_MOST);
      if (local.length <= 2) expect(mLocal).toBe('*'.repeat(local.length));
      else expect(mLocal[0]).toBe(local[0]);
      const mLabels = mDomain.split('.');
      expect(mLabels.pop()).toBe(tld);
      for (const l of mLabels) expect(l).toMatch(ONE_CHAR_AT_MOST);
      if (local.length >= 2) expect(mLocal).not.toContain(local);
      expect(masked).not.toContain(`@${labels.join('.')}.`);
      expect(maskEmail(email)).toBe(masked); // deterministic
    }
  });
});

describe('maskPhone', () => {
  // The last two digits and the formatting stay; a short number keeps no digit; letters are
  // starred; no digit at all is ***.
  itCases('masks %j as %j', maskPhone, [
    ['+1 (555) 010-0199', '+* (***) ***-**99'],
    ['555.010.0142', '***.***.**42'],
    ['5550100123 x12', '********** x12'],
    ['12345', '*****'],
    ['call 5550100199', '**** ********99'],
    ['', MASKED],
    ['n/a', MASKED],
  ]);

  it('never lets more than the last two digits through (200 random)', () => {
    const r = rng(7);
    const formats = [' ', '-', '.', '(', ')', '/'];
    for (let i = 0; i < 200; i++) {
      const digits = pick(r, '0123456789', 1, 15);
      let phone = r() < 0.5 ? '+' : '';
      for (const d of digits) {
        phone += d;
        if (r() < 0.3) phone += formats[Math.floor(r() * formats.length)];
      }
      const masked = maskPhone(phone);
      const shown = masked.replace(/\D/g, '');
      expect(shown.length).toBeLessThanOrEqual(2);
      expect(shown).toBe(digits.length >= 7 ? digits.slice(-2) : '');
      expect(masked.length).toBe(phone.trim().length);
      expect(maskPhone(phone)).toBe(masked);
    }
  });
});

describe('maskName', () => {
  itReturns('keeps the first letter of each word', maskName, [
    ['Jane Doe', 'J*** D**'],
    ['  Ana   María  López ', 'A** M**** L****'],
    ['J Doe', '* D**'],
    ['Zoë 😀x', 'Z** 😀*'],
    ['   ', MASKED],
  ]);

  it('reveals at most one character per word (200 random)', () => {
    const r = rng(3);
    for (let i = 0; i < 200; i++) {
      const words = Array.from({ length: 1 + Math.floor(r() * 4) }, () => pick(r, LOWER, 1, 12));
      const masked = maskName(words.join(' '));
      const parts = masked.split(' ');
      expect(parts).toHaveLength(words.length);
      parts.forEach((p, k) => {
        expect(p).toMatch(ONE_CHAR_AT_MOST);
        expect(p).toHaveLength(words[k]!.length);
      });
    }
  });
});

describe('previewText', () => {
  it('leaves a short text whole, with its whitespace collapsed', () => {
    expect(previewText('  Hello\n\nthere  ')).toEqual({ text: 'Hello there', truncated: false });
    expect(previewText('x'.repeat(80))).toEqual({ text: 'x'.repeat(80), truncated: false });
  });

  it('cuts a long text at a word boundary with an ellipsis, never past the limit', () => {
    const text =
      'We rent excavators, scissor lifts and party tents across three depots, and need a better way to handle contracts.';
    const p = previewText(text);
    expect(p.truncated).toBe(true);
    expect(p.text.endsWith('…')).toBe(true);
    expect(Array.from(p.text).length).toBeLessThanOrEqual(80);
    expect(text.startsWith(p.text.slice(0, -1))).toBe(true);
    expect(text[p.text.length - 1]).toMatch(/[\s,.]/); // cut where a word ended
    expect(previewText('Hello world again', 14)).toEqual({ text: 'Hello world…', truncated: true });
    // A boundary in the first half of the limit would throw too much away: cut mid-word instead.
    expect(previewText('Hello wonderful world', 12)).toEqual({
      text: 'Hello wonde…',
      truncated: true,
    });
    expect(previewText('one, two three', 6)).toEqual({ text: 'one…', truncated: true });
  });

  it('cuts mid-word when one word is longer than the limit', () => {
    expect(previewText('a'.repeat(100), 10)).toEqual({
      text: `${'a'.repeat(9)}…`,
      truncated: true,
    });
    expect(previewText('abc', 1)).toEqual({ text: '…', truncated: true });
  });
});

describe('maskContactsInText and maskLongText', () => {
  it('masks e-mails and phone numbers inside free text', () => {
    expect(maskContactsInText('Call me on 555-010-0199 or jane@acme.com. Thanks, room 12')).toBe(
      'Call me on ***-***-**99 or j***@a***.com. Thanks, room 12',
    );
  });

  it('never returns a whole message, however short, and always says it is truncated', () => {
    expect(maskLongText('')).toEqual({ text: '', truncated: false });
    expect(maskLongText('ok')).toEqual({ text: '…', truncated: true });
    expect(maskLongText('Please call me back')).toEqual({ text: 'Please…', truncated: true });
    const r = rng(11);
    for (let i = 0; i < 200; i++) {
      const words = Array.from({ length: 1 + Math.floor(r() * 40) }, () => pick(r, LOWER, 1, 10));
      const text = words.join(' ');
      const p = maskLongText(text);
      expect(p.truncated).toBe(true);
      expect(p.text).not.toBe(text);
      expect(Array.from(p.text).length).toBeLessThanOrEqual(
        Math.max(1, Math.min(80, text.length / 2)),
      );
    }
  });

  it('does not let a contact cut in half survive the preview', () => {
    const p = maskLongText(
      `${'word '.repeat(14)}write to jane.doe@acme.com or +1 555 010 0199 please, soon`,
    );
    expect(p.text).not.toContain('jane');
    expect(p.text).not.toMatch(/555/);
  });
});

describe('maskRecord', () => {
  const created_at = new Date('2026-01-02T03:04:05Z');

  it('masks a demo request and replaces the notes by a preview', () => {
    const raw: DemoRequestRecord = {
      id: 1,
      name: 'Jane Doe',
      email: 'jane.doe@acme.com',
      phone: '+1 (555) 010-0199',
      company: 'Acme Rentals',
      notes: 'Demo request from website',
      notes_preview: null,
      spam_reason: 'too_fast',
      created_at,
    };
    const masked = maskRecord('demo_requests', raw);
    expect(masked).toEqual({
      id: 1,
      name: 'J*** D**',
      email: 'j*******@a***.com',
      phone: '+* (***) ***-**99',
      company: 'Acme Rentals',
      notes: null,
      notes_preview: 'Demo reques…',
      spam_reason: 'too_fast',
      created_at,
    });
    expect(masked).not.toBe(raw);
    expect(raw.email).toBe('jane.doe@acme.com'); // the input is left alone
    expect(
      maskRecord('demo_requests', { ...raw, phone: null, notes: null }).notes_preview,
    ).toBeNull();
  });

  it('masks an inquiry and keeps no raw value in the result', () => {
    const raw: GeneralInquiryRecord = {
      id: 2,
      name: 'Bob Stone',
      email: 'bob@stone-tools.ca',
      phone: '604 555 0142',
      company: null,
      message: 'We need twenty mini excavators for a site in Surrey next month, call 604 555 0142.',
      message_preview: null,
      spam_reason: null,
      created_at,
    };
    const masked = maskRecord('general_inquiries', raw);
    const json = JSON.stringify(masked);
    for (const value of [raw.name, raw.email, raw.phone!, raw.message!, '5550142']) {
      expect(json).not.toContain(value);
    }
    expect(masked.message).toBeNull();
    expect(masked.message_preview).toMatch(/…$/);
  });

  it('masks a newsletter subscriber with or without a name', () => {
    const raw: NewsletterSubscriberRecord = {
      id: 3,
      name: null,
      email: 'sam@example.org',
      is_active: false,
      subscribed_at: created_at,
      unsubscribed_at: created_at,
      bounced_at: created_at,
      spam_reason: null,
      created_at,
    };
    expect(maskRecord('newsletter_subscribers', raw)).toEqual({ ...raw, email: 's**@e******.org' });
    expect(maskRecord('newsletter_subscribers', { ...raw, name: 'Sam' }).name).toBe('S**');
  });

  it('masks a landing page form submission: its contacts, message and answers, not its page', () => {
    const raw: FormSubmissionRecord = {
      id: 4,
      name: 'Fiona Fleet',
      email: 'fiona@fleetyard.com',
      phone: '+1 555 010 4242',
      company: 'Fleet Yard',
      message: 'Call me on 555 010 4242 after lunch, please.',
      message_preview: null,
      answers: [
        { label: 'Fleet size', type: 'number', value: 40 },
        { label: 'Where?', type: 'short', value: 'Columbus, Ohio: fiona@fleetyard.com' },
        { label: 'Anything else?', type: 'long', value: null },
      ],
      page_path: '/spring-show',
      page_title: 'Spring show',
      form_name: 'Booth visit',
      consent_text: 'I agree.',
      spam_reason: null,
      created_at,
    };
    const masked = maskRecord('form_submissions', raw);
    expect(masked).toEqual({
      ...raw,
      name: 'F**** F****',
      email: 'f****@f********.com',
      phone: '+* *** *** **42',
      message: null,
      message_preview: expect.stringMatching(/^Call me on .*…$/),
      answers: [
        { label: 'Fleet size', type: 'number', value: '…' },
        { label: 'Where?', type: 'short', value: 'Columbus, Ohio…' },
        { label: 'Anything else?', type: 'long', value: null },
      ],
    });
    for (const value of ['Fiona', 'fiona@', '4242 after', 'Columbus, Ohio: fiona'])
      expect(JSON.stringify(masked)).not.toContain(value);
    expect(maskRecord('form_submissions', { ...raw, name: null }).name).toBeNull();
  });
});

describe('maskAnswer', () => {
  itReturns('masks an answer as a message is, whatever its type', maskAnswer, [
    [null, null],
    ['', null],
    [[], null],
    [true, '…'],
    [40, '…'],
    // A number long enough to be a phone number is masked as one first.
    [12345678, '***…'],
    [['Rentals', 'Billing'], 'Rentals…'],
    ['We rent 40 lifts in Ohio', 'We rent 40…'],
  ]);
});

describe('isCustomerTable', () => {
  it('accepts the customer tables only', () => {
    expect(isCustomerTable('general_inquiries')).toBe(true);
    expect(isCustomerTable('form_submissions')).toBe(true);
    for (const v of ['user', 'audit_log', '', null, 1, 'Demo_Requests'])
      expect(isCustomerTable(v)).toBe(false);
  });
});
