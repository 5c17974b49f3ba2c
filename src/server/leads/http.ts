import 'server-only';
import type { z } from 'zod';
import { siteConfig } from '@/config/site';
import type { Db } from '@/db/client';
import { handlePublicForm, jsonResult, type PublicFormContext } from '../forms/public-form';
import type { RateLimitedForm } from '../forms/rate-limit';
import { kickOutbox } from '../mail/worker';

/**
 * The POST route of a lead form that stores a submission and notifies the team (public-site.md
 * §5, §7, §8: the demo request and the contact message). `handlePublicForm` rate-limits, caps
 * and reads the body, runs the spam guard and validates with `schema`; then `store` writes the
 * row (and queues its e-mails) and the outbox is woken.
 * @param form - the rate-limit bucket of the form
 * @param schema - the form's zod schema, the one its client form uses
 * @param store - writes the validated submission, given the suspected-spam reason if any and the
 *   attribution
 * @returns a route handler answering 201 `{ ok: true }`, or the 4xx/5xx `handlePublicForm` gives
 *   (failure text: "Please try again or contact us directly at {email}.")
 */
export function leadFormRoute<S extends z.ZodType>(
  form: RateLimitedForm,
  schema: S,
  store: (
    db: Db,
    data: z.output<S>,
    opts: Pick<PublicFormContext, 'spamReason' | 'attribution'>,
  ) => Promise<unknown>,
): (request: Request) => Promise<Response> {
  return (request) =>
    handlePublicForm(request, {
      form,
      schema,
      failure: `Please try again or contact us directly at ${siteConfig.email}.`,
      run: async (data, { db, spamReason, attribution }) => {
        await store(db, data, { spamReason, attribution });
        kickOutbox();
        return jsonResult({ ok: true, data: undefined }, 201);
      },
    });
}
