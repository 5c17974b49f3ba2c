import 'server-only';
import type { FormSubmission } from '@/db/schema';
import { getSiteUrl } from '@/lib/env';
import { answerText } from '@/lib/leads';

/**
 * A landing page form's submission as its e-mails read it: the fields its admin notification
 * lists and whom its confirmation goes to, from the stored row, so "Not spam" sends later what
 * the submission would have sent when it arrived.
 */

/** What the e-mails of a landing page form's submission read from it. */
export type FormSubmissionMailFields = Pick<
  FormSubmission,
  | 'page_path'
  | 'page_title'
  | 'form_name'
  | 'name'
  | 'email'
  | 'company'
  | 'phone'
  | 'message'
  | 'answers'
>;

/** The public address of a landing page's path. */
const pageUrl = (path: string) => `${getSiteUrl()}${path}`;

/**
 * The fields the `landing_form` notification lists (label → value; empty ones are left out by
 * the notification): the page with its address, the form's name, the standard fields, then each
 * custom question's label and answer (as `answerText` writes it); a question labelled like a
 * field before it ("Email") is told apart ("Email (answer)"), never overwriting it.
 * @param s - the submission as stored
 */
export function formSubmissionFields(
  s: FormSubmissionMailFields,
): Record<string, string | null | undefined> {
  const fields: Record<string, string | null | undefined> = {
    'Landing page': `${s.page_title} (${pageUrl(s.page_path)})`,
    Form: s.form_name,
    Name: s.name,
    Email: s.email,
    Company: s.company,
    Phone: s.phone,
    Message: s.message,
  };
  for (const a of s.answers) {
    let label = a.label;
    while (label in fields) label = `${label} (answer)`;
    fields[label] = answerText(a.value);
  }
  return fields;
}

/**
 * Whom the confirmation of a landing page form's submission goes to: the person's address and
 * name ('' when the form asked none), and the page they wrote from, which it names.
 * @param s - the submission as stored
 */
export function formSubmissionVisitor(s: FormSubmissionMailFields) {
  return {
    email: s.email,
    name: s.name ?? '',
    page: { title: s.page_title, url: pageUrl(s.page_path) },
  };
}
