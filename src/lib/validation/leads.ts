import { emailField, nameField, optionalPhone, optionalText, requiredText } from './fields';
import { z } from './zod';

/**
 * The lead forms' schemas (public-site.md §5), written once and used by the forms
 * (react-hook-form) and by the server actions that store the submissions.
 */

/** Newsletter: name and e-mail, both required (name max 100, e-mail max 254). */
export const newsletterSchema = z.object({
  name: nameField('Name'),
  email: emailField(),
});
export type NewsletterInput = z.input<typeof newsletterSchema>;

/** Demo request: first name, last name, business e-mail and company required; phone optional. */
export const demoRequestSchema = z.object({
  first_name: nameField('First name'),
  last_name: nameField('Last name'),
  email: emailField(),
  company: requiredText('Company', 200),
  phone: optionalPhone(),
});
export type DemoRequestInput = z.input<typeof demoRequestSchema>;

/** Contact message: full name, e-mail and message required; company and phone optional. */
export const contactSchema = z.object({
  name: nameField('Full name'),
  email: emailField(),
  company: optionalText('Company', 200),
  phone: optionalPhone(),
  message: requiredText('Message', 5000),
});
export type ContactInput = z.input<typeof contactSchema>;

/** The fixed notes of a demo request stored from the website (public-site.md §3). */
export const DEMO_REQUEST_NOTES = 'Demo request from website';
