import { answerText, type LeadAnswer } from './leads';
import type { Answer } from './validation/landing-form';

/**
 * Masking of customer submissions for the back office's Customer Data tab (back-office.md §2
 * "Customer Data tab", §3 "Customer records", §4 "Customer data view"). Pure and client-safe:
 * the server masks with these functions before anything leaves it (server/leads), and
 * the client may import the types and the table list.
 *
 * Every function is deterministic (the same input always gives the same output) and never returns
 * the full value it masks: at most the first character of each e-mail part or name word, the
 * top-level domain, the last two digits of a phone number, and a shortened preview of free text
 * in which e-mail addresses and phone numbers are masked too.
 */

/**
 * The customer tables the view reads (back-office.md §7 "get_customer_data_secure"): the three of
 * the spec, and the submissions of landing pages' forms.
 */
export const CUSTOMER_TABLES = [
  'demo_requests',
  'general_inquiries',
  'newsletter_subscribers',
  'form_submissions',
] as const;

/** One of {@link CUSTOMER_TABLES}. */
export type CustomerTable = (typeof CUSTOMER_TABLES)[number];

/** Whether a value (e.g. a table name sent by the browser) is one of {@link CUSTOMER_TABLES}. */
export function isCustomerTable(value: unknown): value is CustomerTable {
  return typeof value === 'string' && (CUSTOMER_TABLES as readonly string[]).includes(value);
}

/** What a masked value becomes when it cannot be masked part by part (not an e-mail, no digits). */
export const MASKED = '***';

/** Default length of a masked message or notes preview, in characters, ellipsis included. */
export const PREVIEW_LENGTH = 80;

/**
 * A demo request as the view shows it (back-office.md §3). Unmasked: `notes` holds the notes and
 * `notes_preview` is null. Masked: `notes` is null and `notes_preview` holds a shortened, masked
 * preview (shown with a "Truncated" badge), or null when there are no notes.
 */
export type DemoRequestRecord = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  company: string;
  notes: string | null;
  notes_preview: string | null;
  /** Why it is suspected spam, or null; not personal, never masked. */
  spam_reason: string | null;
  created_at: Date;
};

/** A general inquiry as the view shows it; `message` / `message_preview` as for demo notes. */
export type GeneralInquiryRecord = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  message: string | null;
  message_preview: string | null;
  /** Why it is suspected spam, or null; not personal, never masked. */
  spam_reason: string | null;
  created_at: Date;
};

/**
 * A newsletter subscriber as the view shows it. The unsubscribe token is never part of it (it
 * would let the reader unsubscribe the person), masked or not.
 */
export type NewsletterSubscriberRecord = {
  id: number;
  name: string | null;
  email: string;
  is_active: boolean;
  subscribed_at: Date;
  unsubscribed_at: Date | null;
  /** When a newsletter copy to the address bounced for good (it receives no more), or null. */
  bounced_at: Date | null;
  /** Why it is suspected spam, or null; not personal, never masked. */
  spam_reason: string | null;
  created_at: Date;
};

/**
 * A submission of a landing page's form as the view shows it: the standard fields the form asked
 * (null when not asked or left empty; `message` / `message_preview` as for an inquiry), each
 * custom question's label and answer (masked: a masked preview, see {@link maskAnswer}), the page
 * and form it came from and the consent text agreed to (none of these personal, never masked).
 */
export type FormSubmissionRecord = {
  id: number;
  name: string | null;
  email: string;
  phone: string | null;
  company: string | null;
  message: string | null;
  message_preview: string | null;
  answers: LeadAnswer[];
  page_path: string;
  page_title: string;
  form_name: string;
  consent_text: string | null;
  /** Why it is suspected spam, or null; not personal, never masked. */
  spam_reason: string | null;
  created_at: Date;
};

/** The record type of each customer table. */
export type CustomerRecordMap = {
  demo_requests: DemoRequestRecord;
  general_inquiries: GeneralInquiryRecord;
  newsletter_subscribers: NewsletterSubscriberRecord;
  form_submissions: FormSubmissionRecord;
};

/** A record of table `T` (any customer table by default). */
export type CustomerRecord<T extends CustomerTable = CustomerTable> = CustomerRecordMap[T];

/** `n` stars. */
function stars(n: number): string {
  return '*'.repeat(Math.max(0, n));
}

/**
 * One e-mail part or name word: its first character and a star for each other character, or all
 * stars when it has at most `fullyStarredUpTo` characters. Counts code points, so an emoji or
 * an accented letter is one character and never split.
 */
function maskPart(part: string, fullyStarredUpTo: number): string {
  const chars = Array.from(part);
  if (chars.length <= fullyStarredUpTo) return stars(chars.length);
  return chars[0]! + stars(chars.length - 1);
}

/**
 * Masks an e-mail address: the first character of the local part and of each domain label stays,
 * the other characters become stars (one per character), the top-level domain stays; parts of one
 * or two characters are starred entirely (back-office.md §2: Email with a "Masked" badge).
 * @param email - the address; surrounding spaces are ignored
 * @returns e.g. "jane.doe@acme.com" → "j*******@a***.com", "jo@mail.acme.co.uk" →
 *   "**@m***.a***.**.uk"; {@link MASKED} when it is not an address (no "@", several "@", an empty
 *   part, a domain without a dot)
 */
export function maskEmail(email: string): string {
  const value = email.trim();
  const parts = value.split('@');
  if (parts.length !== 2) return MASKED;
  const [local, domain] = parts as [string, string];
  const labels = domain.split('.');
  if (!local || labels.length < 2 || labels.some((label) => !label)) return MASKED;
  const tld = labels.pop()!;
  return `${maskPart(local, 2)}@${labels.map((label) => maskPart(label, 2)).join('.')}.${tld}`;
}

/** Characters a phone number may be formatted with; they stay where they are. */
const PHONE_FORMATTING = /[+()\-./ xX]/;

/** Phone numbers with fewer digits than this keep none of them. */
const PHONE_MIN_DIGITS_SHOWN = 7;

/**
 * Masks a phone number: every digit but the last two becomes a star, formatting characters
 * (+ ( ) - . / space and the extension mark x) stay in place, anything else becomes a star.
 * A number of fewer than 7 digits is not a real phone number and keeps no digit at all, so no
 * more than two digits ever survive and never more than a third of them.
 * @param phone - the number as entered, e.g. "+1 (555) 010-0199"
 * @returns e.g. "+* (***) ***-**99"; {@link MASKED} when it holds no digit
 */
export function maskPhone(phone: string): string {
  const value = phone.trim().replace(/\s+/g, ' ');
  const digits = value.replace(/\D/g, '').length;
  if (digits === 0) return MASKED;
  const keepFrom = digits >= PHONE_MIN_DIGITS_SHOWN ? digits - 2 : digits;
  let seen = 0;
  let out = '';
  for (const ch of value) {
    if (/\d/.test(ch)) {
      out += seen >= keepFrom ? ch : '*';
      seen += 1;
    } else {
      out += PHONE_FORMATTING.test(ch) ? ch : '*';
    }
  }
  return out;
}

/**
 * Masks a person's name word by word: each word keeps its first character and gets a star for
 * every other character; a one-character word becomes a single star.
 * @param name - the name, e.g. "Jane Doe"; runs of spaces count as one
 * @returns e.g. "J*** D**"; {@link MASKED} for a blank name
 */
export function maskName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return MASKED;
  return words.map((word) => maskPart(word, 1)).join(' ');
}

/** A shortened text and whether anything was cut off (the "Truncated" badge of §2). */
export type TextPreview = { text: string; truncated: boolean };

/**
 * A one-line preview of a long text (back-office.md §2: "the message shows a preview with a
 * 'Truncated' badge"). Whitespace runs (line breaks included) become single spaces. A text longer
 * than `max` characters is cut at the last word boundary in the second half of the limit (or
 * mid-word when a single word is that long), trailing punctuation is dropped and "…" appended, so
 * the preview is never longer than `max` characters.
 * This only shortens; {@link maskLongText} is the masking preview.
 * @param text - any text
 * @param max - the longest preview in characters (code points), ellipsis included; at least 1
 * @returns the preview and whether it was shortened
 */
export function previewText(text: string, max: number = PREVIEW_LENGTH): TextPreview {
  const limit = Number.isFinite(max) ? Math.max(1, Math.floor(max)) : PREVIEW_LENGTH;
  const normalized = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(normalized);
  if (chars.length <= limit) return { text: normalized, truncated: false };
  let cut = chars.slice(0, limit - 1).join('');
  const nextIsSpace = chars[limit - 1] === ' ';
  if (!nextIsSpace) {
    const space = cut.lastIndexOf(' ');
    if (space > 0 && Array.from(cut.slice(0, space)).length >= (limit - 1) / 2) {
      cut = cut.slice(0, space);
    }
  }
  cut = cut.replace(/[\s,;:.\-–—]+$/u, '');
  return { text: `${cut}…`, truncated: true };
}

/** Something that looks like an e-mail address inside free text. */
const EMAIL_IN_TEXT = /[^\s@<>()[\]{},;:"'`]+@[^\s@<>()[\]{},;:"'`]+/g;

/** Something that looks like a phone number inside free text (checked for digits below). */
const PHONE_IN_TEXT = /\+?\(?\d[\d\s().\-/]{4,}\d/g;

/**
 * Masks the e-mail addresses (as {@link maskEmail}) and phone numbers (runs of 7 or more digits
 * with their formatting, as {@link maskPhone}) found in free text; the rest stays.
 * @param text - e.g. a message "Call me on 555-010-0199 or jane@acme.com."
 * @returns e.g. "Call me on ***-***-**99 or j***@a***.com."
 */
export function maskContactsInText(text: string): string {
  return text
    .replace(EMAIL_IN_TEXT, (match) => {
      const address = match.replace(/[.!?]+$/, '');
      return maskEmail(address) + match.slice(address.length);
    })
    .replace(PHONE_IN_TEXT, (match) =>
      match.replace(/\D/g, '').length >= PHONE_MIN_DIGITS_SHOWN ? maskPhone(match) : match,
    );
}

/**
 * The masked preview of a message or of notes: contacts masked ({@link maskContactsInText}), then
 * shortened to `max` characters and to at most half of the text, so a masked response never holds
 * a whole message, however short it is.
 * @param text - the raw text
 * @param max - the longest preview, as for {@link previewText}
 * @returns the preview; `truncated` is true for any non-empty text
 */
export function maskLongText(text: string, max: number = PREVIEW_LENGTH): TextPreview {
  const masked = maskContactsInText(text).replace(/\s+/g, ' ').trim();
  if (!masked) return { text: '', truncated: false };
  const half = Math.floor(Array.from(masked).length / 2);
  const limit = Math.min(Number.isFinite(max) ? Math.floor(max) : PREVIEW_LENGTH, half);
  // The limit is below the text's length, so previewText always shortens it.
  return { text: limit < 1 ? '…' : previewText(masked, limit).text, truncated: true };
}

/** The masked preview of an optional text, or null when there is none. */
function maskedPreview(text: string | null): string | null {
  if (text === null || !text.trim()) return null;
  return maskLongText(text).text;
}

/**
 * Masks a landing page form's answer as a message is masked: what the person answered is theirs
 * (a fleet size, a city, a free text), so a masked view shows only the masked preview of its text
 * ({@link maskLongText}: contacts masked, at most half of it).
 * @param value - the stored answer
 * @returns e.g. "We rent 40 lifts in Ohio" → "We rent 40…", "Yes" → "…"; null for no answer
 */
export function maskAnswer(value: Answer): string | null {
  return maskedPreview(answerText(value));
}

/** The contact fields of a demo request or an inquiry, masked (the company stays). */
function maskContact<R extends DemoRequestRecord | GeneralInquiryRecord>(
  r: R,
): Pick<R, 'id' | 'name' | 'email' | 'phone' | 'company'> {
  return {
    id: r.id,
    name: maskName(r.name),
    email: maskEmail(r.email),
    phone: r.phone === null ? null : maskPhone(r.phone),
    company: r.company,
  };
}

/**
 * A demo request or an inquiry, masked: its contact fields ({@link maskContact}), then `text` (its
 * notes or message and their preview, masked by the caller), then its spam reason and date as
 * they are.
 */
function maskSubmission<R extends DemoRequestRecord | GeneralInquiryRecord, X extends object>(
  r: R,
  text: X,
) {
  return { ...maskContact(r), ...text, spam_reason: r.spam_reason, created_at: r.created_at };
}

/** The masking of each table, field by field (see {@link maskRecord}). */
const MASKERS: { [K in CustomerTable]: (r: CustomerRecordMap[K]) => CustomerRecordMap[K] } = {
  demo_requests: (r) => maskSubmission(r, { notes: null, notes_preview: maskedPreview(r.notes) }),
  general_inquiries: (r) =>
    maskSubmission(r, { message: null, message_preview: maskedPreview(r.message) }),
  newsletter_subscribers: (r) => ({
    id: r.id,
    name: r.name === null ? null : maskName(r.name),
    email: maskEmail(r.email),
    is_active: r.is_active,
    subscribed_at: r.subscribed_at,
    unsubscribed_at: r.unsubscribed_at,
    bounced_at: r.bounced_at,
    spam_reason: r.spam_reason,
    created_at: r.created_at,
  }),
  form_submissions: (r) => ({
    id: r.id,
    name: r.name === null ? null : maskName(r.name),
    email: maskEmail(r.email),
    phone: r.phone === null ? null : maskPhone(r.phone),
    company: r.company,
    message: null,
    message_preview: maskedPreview(r.message),
    answers: r.answers.map((a) => ({ label: a.label, type: a.type, value: maskAnswer(a.value) })),
    page_path: r.page_path,
    page_title: r.page_title,
    form_name: r.form_name,
    consent_text: r.consent_text,
    spam_reason: r.spam_reason,
    created_at: r.created_at,
  }),
};

/**
 * Masks one customer record (back-office.md §7 "get_customer_data_secure" with p_mask_data true).
 * Builds a new object field by field, so nothing of the input that is not listed survives: names
 * ({@link maskName}), e-mails ({@link maskEmail}) and phones ({@link maskPhone}) are masked; demo
 * notes and inquiry and form messages are replaced by a masked preview ({@link maskLongText}) in
 * `notes_preview` / `message_preview`, the full text becoming null, and a form's answers by theirs
 * ({@link maskAnswer}); ids, companies, flags, a form's page, name and consent text, the spam
 * reason and dates stay as they are.
 * @param table - the table the record comes from
 * @param record - the unmasked record (as read from the server with masking off)
 * @returns a new, masked record of the same shape
 */
export function maskRecord<T extends CustomerTable>(
  table: T,
  record: CustomerRecordMap[T],
): CustomerRecordMap[T] {
  return (MASKERS[table] as (r: CustomerRecordMap[T]) => CustomerRecordMap[T])(record);
}
