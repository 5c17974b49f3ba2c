import { describe, expect, it } from 'vitest';
import { contactSchema, demoRequestSchema, newsletterSchema } from './leads';

const fieldErrors = (r: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((r.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('lead schemas', () => {
  it('newsletter requires name and e-mail', () => {
    expect(fieldErrors(newsletterSchema.safeParse({ name: '', email: '' }))).toEqual({
      name: 'Name is required',
      email: 'Email is required',
    });
    expect(newsletterSchema.parse({ name: ' Ana ', email: ' ana@yard.example ' })).toEqual({
      name: 'Ana',
      email: 'ana@yard.example',
    });
  });

  it('demo request requires first name, last name, business e-mail and company; phone is optional', () => {
    expect(
      fieldErrors(
        demoRequestSchema.safeParse({ first_name: '', last_name: '', email: '', company: '' }),
      ),
    ).toEqual({
      first_name: 'First name is required',
      last_name: 'Last name is required',
      email: 'Email is required',
      company: 'Company is required',
    });
    const ok = demoRequestSchema.parse({
      first_name: 'Ana',
      last_name: 'Ruiz',
      email: 'ana@yard.example',
      company: 'Ruiz Rentals',
      phone: '',
    });
    expect(ok.phone).toBeUndefined();
    expect(fieldErrors(demoRequestSchema.safeParse({ ...ok, phone: 'call me maybe' }))).toEqual({
      phone: 'Please enter a valid phone number',
    });
  });

  it('contact requires full name, e-mail and message; company and phone are optional', () => {
    expect(fieldErrors(contactSchema.safeParse({ name: '', email: 'x', message: '  ' }))).toEqual({
      name: 'Full name is required',
      email: 'Please enter a valid email address',
      message: 'Message is required',
    });
    const ok = contactSchema.parse({
      name: 'Ana',
      email: 'ana@yard.example',
      message: 'Hello',
      company: '',
      phone: '',
    });
    expect(ok).toEqual({
      name: 'Ana',
      email: 'ana@yard.example',
      message: 'Hello',
      company: undefined,
      phone: undefined,
    });
  });
});
