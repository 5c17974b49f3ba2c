import { siteConfig } from '@/config/site';
import { contactSchema } from '@/lib/validation/leads';
import { handlePublicForm, jsonResult } from '@/server/forms/public-form';
import { createContactMessage } from '@/server/leads/service';
import { kickOutbox } from '@/server/mail/worker';

export const dynamic = 'force-dynamic';

// POST /api/contact - store a contact message and notify the team (public-site.md §5, §7, §8)
export async function POST(request: Request) {
  return handlePublicForm(request, {
    form: 'contact',
    schema: contactSchema,
    failure: `Please try again or contact us directly at ${siteConfig.email}.`,
    run: async (data, { db, spamReason }) => {
      await createContactMessage(db, data, { spamReason });
      kickOutbox();
      return jsonResult({ ok: true, data: undefined }, 201);
    },
  });
}
