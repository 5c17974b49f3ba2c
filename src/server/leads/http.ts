import 'server-only';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import { SITE_DEFAULTS } from '@/lib/pages/site';
import { handlePublicForm, jsonResult, type PublicFormContext } from '../forms/public-form';
import type { RateLimitedForm } from '../forms/rate-limit';
import { kickOutbox } from '../mail/worker';
import { getSiteSettings } from '../pages/queries';

/**
 * The contact e-mail a failure message gives: the published one, or the shipped one when the
 * settings cannot be read (an unreachable database may be why the form failed).
 */
async function contactEmail(): Promise<string> {
  try {
    return (await getSiteSettings()).contact.email;
  } catch {
    return SITE_DEFAULTS.contact.email;
  }
}

/**
 * The POST route of a lead form that stores a submission and notifies the team (public-site.md
 * §5, §7, §8: the demo request and the contact message; a landing page's form).
 * `handlePublicForm` rate-limits, caps and reads the body, runs the spam guard and validates with
 * `schema`; then `store` writes the row (and queues its e-mails) and the outbox is woken.
 * @param form - the rate-limit bucket of the form
 * @param schema - the form's zod schema, the one its client form uses (or its finder: see
 *   `handlePublicForm`)
 * @param store - writes the validated submission, given the suspected-spam reason if any and the
 *   attribution
 * @returns a route handler answering 201 `{ ok: true }`, or the 4xx/5xx `handlePublicForm` gives
 *   (failure text: "Please try again or contact us directly at {email}.")
 */
export function leadFormRoute<S extends z.ZodType>(
  form: RateLimitedForm,
  schema: S | ((body: Record<string, unknown>) => Promise<S>),
  store: (
    db: Db,
    data: z.output<S>,
    opts: Pick<PublicFormContext, 'spamReason' | 'attribution'>,
  ) => Promise<unknown>,
): (request: Request) => Promise<Response> {
  return async (request) =>
    handlePublicForm(request, {
      form,
      schema,
      failure: `Please try again or contact us directly at ${await contactEmail()}.`,
      run: async (data, { db, spamReason, attribution }) => {
        await store(db, data, { spamReason, attribution });
        kickOutbox();
        return jsonResult({ ok: true, data: undefined }, 201);
      },
    });
}
