import { leadFormRoute } from '@/server/leads/http';
import { createFormSubmission } from '@/server/leads/service';
import { landingFormSchema } from '@/server/pages/forms';

export const dynamic = 'force-dynamic';

// POST /api/forms - store a submission of a landing page's form as a lead; the body names the
// form's definition (`form`), and the answers are checked against that definition.
export const POST = leadFormRoute(
  'landing_form',
  landingFormSchema,
  (db, { form, answers }, opts) => createFormSubmission(db, form, answers, opts),
);
