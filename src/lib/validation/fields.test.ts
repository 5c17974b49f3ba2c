import { describe, expect, it } from 'vitest';
import { emailField, nameField } from './fields';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('emailField', () => {
  const schema = emailField();
  it('accepts and trims a valid address', () => {
    expect(schema.parse('  owner@yard.example.com ')).toBe('owner@yard.example.com');
  });
  it.each([
    ['', 'Email is required'],
    ['   ', 'Email is required'],
    ['owner', 'Please enter a valid email address'],
    ['owner@yard', 'Please enter a valid email address'],
    ['owner @yard.com', 'Please enter a valid email address'],
    ['<script>@x.com', 'Please enter a valid email address'],
    [`${'a'.repeat(250)}@x.com`, 'Email address is too long'],
  ])('rejects %j with "%s"', (value, message) => {
    expect(messages(schema.safeParse(value))).toEqual([message]);
  });
  it('rejects a missing value as required', () => {
    expect(messages(schema.safeParse(undefined))).toEqual(['Email is required']);
  });
});

describe('nameField', () => {
  it('uses the default label', () => {
    expect(messages(nameField().safeParse(''))).toEqual(['Name is required']);
  });
  it.each([
    ['', 'Full name is required'],
    ['    ', 'Full name cannot be empty'],
    ['x'.repeat(101), 'Full name must be 100 characters or less'],
    ['<script>alert(1)</script>', 'Full name contains invalid characters'],
    ['javascript:alert(1)', 'Full name contains invalid characters'],
    ['Bob onmouseover=alert(1)', 'Full name contains invalid characters'],
    ['<iframe src=x>', 'Full name contains invalid characters'],
    ['<object data=x>', 'Full name contains invalid characters'],
    ['<embed src=x>', 'Full name contains invalid characters'],
  ])('rejects %j with "%s"', (value, message) => {
    expect(messages(nameField('Full name').safeParse(value))).toEqual([message]);
  });
  it('accepts names with accents, apostrophes and hyphens, trimmed', () => {
    expect(nameField().parse("  Zoë O'Neil-Tremblay ")).toBe("Zoë O'Neil-Tremblay");
    expect(nameField().parse('x'.repeat(100))).toHaveLength(100);
  });
});

describe('recordId', () => {
  it('accepts the ids an integer column holds and refuses the rest as a validation error', async () => {
    const { recordId, MAX_RECORD_ID } = await import('./fields');
    const { bannerIdSchema } = await import('./banners');
    expect(recordId().safeParse(1).success).toBe(true);
    expect(recordId().safeParse(MAX_RECORD_ID).success).toBe(true);
    for (const bad of [0, -1, 1.5, MAX_RECORD_ID + 1, 1e300, Number.NaN]) {
      expect(recordId().safeParse(bad).success, String(bad)).toBe(false);
    }
    expect(bannerIdSchema.safeParse({ id: 99_999_999_999 }).success).toBe(false);
  });
});
