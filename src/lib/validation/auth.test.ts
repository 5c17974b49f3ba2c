import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MAX,
  passwordResetRequestSchema,
  signInSchema,
  signUpSchema,
  twoFactorCodeSchema,
} from './auth';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);

describe('the sign-in screens share their schemas with the server', () => {
  it('sign-in needs an address and a password', () => {
    expect(signInSchema.safeParse({ email: ' a@lizit.com ', password: 'x' }).data).toEqual({
      email: 'a@lizit.com',
      password: 'x',
    });
    expect(messages(signInSchema.safeParse({ email: 'nope', password: '' }))).toEqual([
      'Please enter a valid email address',
      'Enter your password.',
    ]);
  });

  it('sign-up takes only the company domain, with the spec message, and a password of 8-128', () => {
    const schema = signUpSchema('lizit.com');
    expect(schema.safeParse({ email: 'Owner@Lizit.com', password: 'long-enough' }).success).toBe(
      true,
    );
    expect(
      messages(schema.safeParse({ email: 'owner@gmail.com', password: 'long-enough' })),
    ).toEqual(['Only @lizit.com email addresses are allowed for admin accounts.']);
    expect(
      messages(schema.safeParse({ email: 'x@lizit.com.evil.example', password: 'x' })),
    ).toEqual([
      'Only @lizit.com email addresses are allowed for admin accounts.',
      'Use at least 8 characters',
    ]);
    expect(
      schema.safeParse({ email: 'a@lizit.com', password: 'x'.repeat(PASSWORD_MAX + 1) }).success,
    ).toBe(false);
  });

  it('a reset request needs a valid address', () => {
    expect(passwordResetRequestSchema.safeParse({ email: '' }).success).toBe(false);
    expect(passwordResetRequestSchema.safeParse({ email: 'a@b.co' }).success).toBe(true);
  });

  it('a two-factor code is six digits, or a backup code of 6 to 64 characters', () => {
    expect(twoFactorCodeSchema.safeParse({ method: 'totp', code: '123456' }).success).toBe(true);
    expect(messages(twoFactorCodeSchema.safeParse({ method: 'totp', code: '12345a' }))).toEqual([
      'Enter the 6 digits from your authenticator app.',
    ]);
    expect(twoFactorCodeSchema.safeParse({ method: 'backup', code: 'AbC-123' }).success).toBe(true);
    expect(twoFactorCodeSchema.safeParse({ method: 'backup', code: 'abc' }).success).toBe(false);
  });
});
