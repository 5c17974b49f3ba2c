import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { form_definitions, form_submissions, leads } from '@/db/schema';
import type { LandingContent } from '@/lib/pages/landing';
import type { FormField } from '@/lib/pages/landing-form';
import { answerKey, type Answer } from '@/lib/validation/landing-form';
import { createFormSubmission, type StoreOptions } from '@/server/leads/service';
import { findSubmittableForm, type SubmittableForm } from '@/server/pages/forms';
import { createLandingPage, publishPage } from '@/server/pages/service';

/**
 * A landing page form for the lead tests: created and published as the team does it, then found
 * as the public form handler finds it, so its submissions are the real thing.
 */

/** The questions of {@link publishLandingForm}'s default form: the standard four, then four own. */
export const SHOW_FORM_FIELDS: FormField[] = [
  { type: 'name', label: 'Full name', help: '', required: true },
  { type: 'email', label: 'Work e-mail', help: '', required: true },
  { type: 'company', label: 'Company', help: '', required: false },
  { type: 'phone', label: 'Phone', help: '', required: false },
  { type: 'number', label: 'Fleet size', help: '', required: false, min: 0, max: 100_000 },
  {
    type: 'choices',
    label: 'Which products?',
    help: '',
    required: false,
    options: ['Rentals', 'Billing', 'E-signatures'],
  },
  { type: 'yesno', label: 'Call me back', help: '', required: false },
  { type: 'long', label: 'Anything else?', help: '', required: false, maxLength: 2000 },
];

/** The consent text of {@link publishLandingForm}'s default form. */
export const SHOW_CONSENT = 'I agree that Lizit contacts me about my request.';

/**
 * Creates a landing page at `path` holding one form and publishes it.
 * @returns the form as a visitor submits it (its definition's hash, definition and page)
 */
export async function publishLandingForm(
  db: Db,
  actorId: string,
  opts: {
    path: string;
    title: string;
    formName?: string;
    fields?: FormField[];
    consent?: string;
  },
): Promise<SubmittableForm> {
  const created = await createLandingPage(db, { title: opts.title, path: opts.path }, actorId);
  const draft = created.draft as LandingContent;
  const content = {
    ...draft,
    blocks: [
      ...draft.blocks,
      {
        type: 'form',
        title: 'Meet us at the show',
        intro: '',
        name: opts.formName ?? 'Booth visit',
        fields: opts.fields ?? SHOW_FORM_FIELDS,
        consent: opts.consent ?? SHOW_CONSENT,
        button: 'Send',
        thankYou: 'Thank you!',
        thankYouPage: '',
      },
    ],
  };
  const published = await publishPage(db, created.key, content, actorId, created.version);
  const [definition] = await db
    .select({ hash: form_definitions.hash })
    .from(form_definitions)
    .where(eq(form_definitions.page_id, published.id!));
  const form = await findSubmittableForm(db, published.id!, definition!.hash);
  if (!form) throw new Error(`The form of ${opts.path} is not submittable`);
  return form;
}

/**
 * Submits `form` with `answers` (by question label; `consent` for the checkbox) as the public
 * handler stores it.
 * @returns the submission's id and its lead's row
 */
export async function submitLandingForm(
  db: Db,
  form: SubmittableForm,
  answers: Record<string, Answer> & { consent?: boolean },
  opts: StoreOptions = {},
) {
  const byKey: Record<string, Answer> = {};
  form.definition.fields.forEach((field, i) => {
    if (field.label in answers) byKey[answerKey(i)] = answers[field.label]!;
  });
  if (answers.consent) byKey.consent = true;
  const { id, leadId } = await createFormSubmission(db, form, byKey, opts);
  const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
  const [row] = await db.select().from(form_submissions).where(eq(form_submissions.id, id));
  return { id, lead: lead!, row: row! };
}
