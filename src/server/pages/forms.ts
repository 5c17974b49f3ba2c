import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { form_definitions, pages } from '@/db/schema';
import type { LandingContent } from '@/lib/pages/landing';
import type { FormDefinition } from '@/lib/pages/landing-form';
import { formSubmissionSchema } from '@/lib/validation/landing-form';
import { AppError } from '../errors';

/**
 * The forms of landing pages as published: each publication keeps its forms' definitions, and a
 * submission is checked against the definition its visitor was shown (named by its page and its
 * hash), so a form edited and published meanwhile never breaks it.
 */

/** The forms of a landing page's content, in page order, as definitions (no block type). */
export function landingForms(content: LandingContent): FormDefinition[] {
  return content.blocks.flatMap((b) => {
    if (b.type !== 'form') return [];
    const { type: _type, ...definition } = b;
    return [definition];
  });
}

/**
 * The name of a form's definition: the SHA-256 (hex) of its JSON. The definition is the parsed
 * content, whose keys come in its schema's order, so the same form always has the same name.
 */
export function formDefinitionHash(definition: FormDefinition): string {
  return createHash('sha256').update(JSON.stringify(definition)).digest('hex');
}

/**
 * Keeps the definitions of the forms a publication of page `pageId` holds (one this page already
 * kept is left as it is; another page's identical form is that page's). Called by every
 * publication, in its transaction.
 */
export async function recordFormDefinitions(
  tx: Db,
  pageId: number,
  content: LandingContent,
): Promise<void> {
  const rows = landingForms(content).map((definition) => ({
    hash: formDefinitionHash(definition),
    page_id: pageId,
    definition,
  }));
  if (rows.length > 0) await tx.insert(form_definitions).values(rows).onConflictDoNothing();
}

/** A form a visitor may submit: its definition and the landing page it is on. */
export type SubmittableForm = {
  hash: string;
  definition: FormDefinition;
  page: { id: number; path: string; title: string };
};

/**
 * The form `hash` of landing page `pageId` (a definition some publication of that page held),
 * when the page is still published and not in the Trash; null otherwise (a made-up name, a page
 * taken down). A page that ended still takes the submissions of visitors who opened it before.
 */
export async function findSubmittableForm(
  db: Db,
  pageId: number,
  hash: string,
): Promise<SubmittableForm | null> {
  if (!Number.isSafeInteger(pageId) || pageId <= 0 || !/^[0-9a-f]{64}$/.test(hash)) return null;
  const [row] = await db
    .select({
      definition: form_definitions.definition,
      pageId: pages.id,
      path: pages.path,
      content: pages.content,
    })
    .from(form_definitions)
    .innerJoin(pages, eq(pages.id, form_definitions.page_id))
    .where(
      and(
        eq(form_definitions.page_id, pageId),
        eq(form_definitions.hash, hash),
        isNull(pages.deleted_at),
        isNotNull(pages.content),
        isNotNull(pages.path),
      ),
    );
  if (!row) return null;
  const title = (row.content as { page?: { title?: unknown } } | null)?.page?.title;
  return {
    hash,
    definition: row.definition as FormDefinition,
    page: { id: row.pageId, path: row.path!, title: typeof title === 'string' ? title : row.path! },
  };
}

/** What a visitor sees when the form they filled in was taken down meanwhile. */
export const FORM_GONE = 'This form is no longer available. Please reload the page.';

/**
 * The check of a landing form submission whose body names its form (`page`: the landing page's
 * id; `form`: the definition's hash): the definition's own schema, whose output carries the form
 * with the answers.
 * @throws AppError 404 {@link FORM_GONE} when the body names no form a published page holds
 */
export async function landingFormSchema(body: Record<string, unknown>) {
  const form = await findSubmittableForm(
    getDb(),
    typeof body.page === 'number' || typeof body.page === 'string' ? Number(body.page) : NaN,
    typeof body.form === 'string' ? body.form : '',
  );
  if (!form) throw new AppError(404, FORM_GONE);
  return formSubmissionSchema(form.definition).transform((answers) => ({ form, answers }));
}
