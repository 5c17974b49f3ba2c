import { siteConfig } from '@/config/site';
import { sanitizeText } from '@/lib/sanitize';
import { newsletterSchema } from '@/lib/validation/leads';
import { handlePublicForm, jsonResult } from '@/server/forms/public-form';
import { kickOutbox } from '@/server/mail/worker';
import { subscribeToNewsletter } from '@/server/newsletter/service';

export const dynamic = 'force-dynamic';

// POST /api/newsletter - subscribe { name, email } (public-site.md §5, §7, §8)
export async function POST(request: Request) {
  return handlePublicForm(request, {
    form: 'newsletter',
    schema: newsletterSchema,
    // §5: name and e-mail are trimmed and sanitised, then validated.
    prepare: (b) => ({
      name: typeof b.name === 'string' ? sanitizeText(b.name) : b.name,
      email: typeof b.email === 'string' ? sanitizeText(b.email) : b.email,
    }),
    failure: 'Failed to subscribe. Please try again.',
    run: async (data, { db, spamReason, attribution }) => {
      const outcome = await subscribeToNewsletter(db, data, { spamReason, attribution });
      if (outcome === 'duplicate') {
        return jsonResult(
          { ok: false, error: 'This email is already subscribed to our newsletter.', status: 409 },
          409,
        );
      }
      kickOutbox();
      return jsonResult({ ok: true, data: { product: siteConfig.name } }, 201);
    },
  });
}
