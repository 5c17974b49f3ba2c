import type { FormDefinition, FormField } from '../pages/landing-form';
import { emailField, nameField, optionalPhone, optionalText, requiredText } from './fields';
import { z } from './zod';

/**
 * The check of a landing page form's submission, built from the form's definition: the visitor's
 * browser and the server run the same one, the server with the definition the visitor was shown.
 * Answers are sent under their field's place in the form ("f0", "f1"); what it returns keeps them
 * so, each as its field's type has it (text, a whole number, the answers chosen, yes or no).
 */

/** The key a field's answer is sent under: its place in the form ("f0", "f1"). */
export const answerKey = (index: number) => `f${index}`;

/** An answer as stored: text, a whole number, the answers chosen, yes/no; null when not given. */
export type Answer = string | number | boolean | string[] | null;

/** Empty input (absent, null, blank) as undefined, other text trimmed. */
const blank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '')
    ? undefined
    : typeof v === 'string'
      ? v.trim()
      : v;

/** A required answer's message. */
const requiredMessage = (label: string) => `${label} is required`;

/** A field's check: optional ones take an empty answer as null. */
function optional(schema: z.ZodType, required: boolean, label: string): z.ZodType {
  return z.preprocess(
    blank,
    required
      ? z
          .any()
          .refine((v) => v !== undefined, requiredMessage(label))
          .pipe(schema)
      : schema.optional().transform((v) => v ?? null),
  );
}

/** The check of one field's answer. */
function answerSchema(field: FormField): z.ZodType {
  const label = field.label;
  switch (field.type) {
    case 'name':
      return field.required
        ? nameField(label)
        : optionalText(label, 100).transform((v) => v ?? null);
    case 'email':
      return emailField();
    case 'company':
    case 'message':
    case 'short':
    case 'long': {
      const max =
        field.type === 'company' ? 200 : field.type === 'message' ? 5000 : field.maxLength;
      return field.required
        ? requiredText(label, max)
        : optionalText(label, max).transform((v) => v ?? null);
    }
    case 'phone':
      return field.required
        ? optionalPhone().refine((v) => v !== undefined, requiredMessage(label))
        : optionalPhone().transform((v) => v ?? null);
    case 'number':
      return optional(
        z
          .union([z.string(), z.number()], `${label} must be a whole number`)
          .transform((v) => (typeof v === 'number' ? v : /^-?\d{1,12}$/.test(v) ? Number(v) : NaN))
          .refine((n) => Number.isInteger(n), `${label} must be a whole number`)
          .refine(
            (n) => n >= field.min && n <= field.max,
            `${label} must be between ${field.min.toLocaleString('en-US')} and ${field.max.toLocaleString('en-US')}`,
          ),
        field.required,
        label,
      );
    case 'choice':
      return optional(
        z
          .string()
          .refine((v) => field.options.includes(v), `Choose one of the answers to ${label}`),
        field.required,
        label,
      );
    case 'choices':
      return z.preprocess(
        (v) =>
          typeof v === 'string' ? [v] : v === undefined || v === null || v === false ? [] : v,
        z
          .array(z.string(), `Choose answers to ${label}`)
          .max(field.options.length, `Choose answers to ${label}`)
          .refine(
            (list) => list.every((v) => field.options.includes(v)),
            `Choose answers to ${label} among those offered`,
          )
          .refine((list) => !field.required || list.length > 0, requiredMessage(label))
          // In the order the form offers them, each once.
          .transform((list) => field.options.filter((o) => list.includes(o))),
      );
    case 'yesno':
      return optional(
        z.enum(['yes', 'no'], `Answer ${label} with yes or no`).transform((v) => v === 'yes'),
        field.required,
        label,
      );
  }
}

/** The consent a form asks for: the box must be ticked. */
const CONSENT_MESSAGE = 'Please tick the box to agree';

/**
 * The check of a submission of `form`: one answer per field under its {@link answerKey}, and the
 * consent box ticked when the form has one. Its messages name the field ("Fleet size must be a
 * whole number").
 * @returns a schema whose output maps each key to its {@link Answer}, with `consent` true or absent
 */
export function formSubmissionSchema(form: Pick<FormDefinition, 'fields' | 'consent'>) {
  const shape: Record<string, z.ZodType> = {};
  form.fields.forEach((field, i) => {
    shape[answerKey(i)] = answerSchema(field);
  });
  if (form.consent) shape.consent = z.literal(true, CONSENT_MESSAGE);
  return z.object(shape) as z.ZodType<Record<string, Answer>, Record<string, unknown>>;
}
