import { describe, expect, it } from 'vitest';
import { companyDomainMessage, isCompanyEmail } from './company-email';

describe('isCompanyEmail', () => {
  it('accepts addresses of the company domain, in any case', () => {
    expect(isCompanyEmail('ana@lizit.com', 'lizit.com')).toBe(true);
    expect(isCompanyEmail(' Ana@LIZIT.com ', 'lizit.com')).toBe(true);
  });
  it('rejects other domains, look-alikes and sub-domains', () => {
    for (const e of [
      'ana@gmail.com',
      'ana@notlizit.com',
      'ana@lizit.com.evil.io',
      'ana@x.lizit.com',
      '@lizit.com',
      'a@b@lizit.com',
    ]) {
      expect(isCompanyEmail(e, 'lizit.com')).toBe(false);
    }
  });
  it('words the message as the spec does', () => {
    expect(companyDomainMessage('lizit.com')).toBe(
      'Only @lizit.com email addresses are allowed for admin accounts.',
    );
  });
});
