/**
 * The form section of a landing page: the questions it asks, the consent it asks for, its button,
 * and what the visitor sees after sending. The team composes it in the page editor; the public
 * page renders it; the server checks every submission against the definition the visitor was shown
 * (lib/validation/landing-form.ts builds that check from it).
 */
import { z } from 'zod';
import { count, labelled, line, link, list, toggle, type FieldMeta } from './fields';

/** The field types a form offers, with the name the editor's palette shows for each. */
export const FORM_FIELD_TYPES = {
  name: 'Name',
  email: 'E-mail',
  company: 'Company',
  phone: 'Phone',
  message: 'Message',
  short: 'Short text',
  long: 'Long text',
  number: 'Number',
  choice: 'One choice',
  choices: 'Several choices',
  yesno: 'Yes/no',
} as const;

/** A field type of a form ("number"). */
export type FormFieldType = keyof typeof FORM_FIELD_TYPES;

/** The lead's own properties a form may ask: each is stored on the lead, at most once a form. */
export const STANDARD_FIELD_TYPES = ['name', 'email', 'company', 'phone', 'message'] as const;

/** The same schema, with `value` as what a new item starts with (its meta kept for the editor). */
function startingAt<T extends z.ZodType>(schema: T, value: z.input<T>) {
  return schema.default(value as never).meta(schema.meta() as FieldMeta);
}

/** A text the team may leave empty (a question's help), of at most `max` characters. */
function optionalText(max: number, field: 'line' | 'paragraph' = 'line') {
  return z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .default('')
    .meta({ field, max } satisfies FieldMeta);
}

/** What every field has: its label, an optional help line under it, and whether it is required. */
const asked = (label: string, required: boolean) => ({
  label: startingAt(line(80), label),
  help: labelled(optionalText(160), 'Help text (optional)'),
  required: startingAt(labelled(toggle, 'Required'), required),
});

/** A whole-number limit of a question, starting at `value`. */
const limit = (label: string, value: number) => startingAt(labelled(count, label), value);

const field = <T extends FormFieldType, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.object({ type: z.literal(type), ...shape }).meta({ label: FORM_FIELD_TYPES[type] });

/** The answers a choice offers (two to twenty). */
const options = labelled(list(line(80), 2, 20), 'Answers offered');

/** One field of a form, by its type. */
export const formField = z.discriminatedUnion(
  'type',
  [
    field('name', asked('Full name', true)),
    // A lead is reached by e-mail: the field is always required, whatever its switch says.
    field('email', asked('Work e-mail', true)),
    field('company', asked('Company', false)),
    field('phone', asked('Phone', false)),
    field('message', asked('Message', false)),
    field('short', { ...asked('Your question', false), maxLength: limit('Most characters', 200) }),
    field('long', { ...asked('Your question', false), maxLength: limit('Most characters', 2000) }),
    field('number', {
      ...asked('Your question', false),
      min: limit('Smallest answer', 0),
      max: limit('Largest answer', 100_000),
    }),
    field('choice', { ...asked('Your question', false), options }),
    field('choices', { ...asked('Your question', false), options }),
    field('yesno', asked('Your question', false)),
  ],
  'Choose a field type from the list',
);

/** One field of a form; see {@link formField}. */
export type FormField = z.infer<typeof formField>;

/** The most characters a long-text answer may be given as its limit. */
export const LONG_TEXT_MAX = 5000;

/** The form section of a landing page (its palette entry "Form"). */
export const formBlockShape = {
  title: line(90),
  intro: labelled(optionalText(300, 'paragraph'), 'Intro (optional)'),
  /** How the inbox and Analytics tell this form from the page's others. */
  name: startingAt(labelled(line(60), 'Form name (the inbox and Analytics show it)'), 'Form'),
  fields: startingAt(labelled(list(formField, 1, 20), 'Fields'), [
    { type: 'name', label: 'Full name', help: '', required: true },
    { type: 'email', label: 'Work e-mail', help: '', required: true },
  ]),
  consent: labelled(
    optionalText(400, 'paragraph'),
    'Consent checkbox text (optional; empty: no checkbox)',
  ),
  button: startingAt(labelled(line(40), 'Button label'), 'Send'),
  thankYou: startingAt(
    labelled(line(300), 'Thank-you message'),
    "Thank you! We'll be in touch within one business day.",
  ),
  thankYouPage: link
    .or(z.literal(''))
    .default('')
    .meta({ field: 'link', max: 500, label: 'Or send them to this page instead (optional)' }),
};

/**
 * Why a form's fields cannot make a working form, by the path of the field at fault, or null:
 * it needs an e-mail field (the lead's address), each standard property at most once, answers
 * offered once each, and a number's smallest answer at most its largest; a text's limit is
 * between 1 and its kind's most.
 */
export function formFieldProblems(fields: readonly FormField[]): [string, string][] {
  const problems: [string, string][] = [];
  if (!fields.some((f) => f.type === 'email'))
    problems.push(['fields', 'A form needs an E-mail field: it is how sales reaches the lead']);
  const seen = new Set<string>();
  fields.forEach((f, i) => {
    if ((STANDARD_FIELD_TYPES as readonly string[]).includes(f.type)) {
      if (seen.has(f.type))
        problems.push([`fields.${i}`, `A form asks for the ${f.type} once only`]);
      seen.add(f.type);
    }
    if (f.type === 'number' && f.min > f.max)
      problems.push([`fields.${i}.max`, 'The largest answer must be at least the smallest']);
    if ((f.type === 'short' || f.type === 'long') && f.maxLength < 1)
      problems.push([`fields.${i}.maxLength`, 'At least 1 character']);
    if (f.type === 'short' && f.maxLength > 200)
      problems.push([`fields.${i}.maxLength`, 'A short text holds at most 200 characters']);
    if (f.type === 'long' && f.maxLength > LONG_TEXT_MAX)
      problems.push([
        `fields.${i}.maxLength`,
        `A long text holds at most ${LONG_TEXT_MAX} characters`,
      ]);
    if (f.type === 'choice' || f.type === 'choices') {
      const answers = f.options.map((o) => o.toLowerCase());
      if (new Set(answers).size !== answers.length)
        problems.push([`fields.${i}.options`, 'Each answer may be offered once']);
    }
  });
  return problems;
}

/** A form as the page shows it and a submission is checked against (the section without `type`). */
export type FormDefinition = {
  title: string;
  intro: string;
  name: string;
  fields: FormField[];
  consent: string;
  button: string;
  thankYou: string;
  thankYouPage: string;
};
