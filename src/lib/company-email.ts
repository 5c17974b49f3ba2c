/**
 * Admin sign-up is limited to the company's own e-mail domain (public-site.md §5, §6).
 * @param email - the address to check (any case, surrounding spaces ignored)
 * @param domain - e.g. "lizit.com"
 */
export function isCompanyEmail(email: string, domain: string): boolean {
  const e = email.trim().toLowerCase();
  const d = domain.trim().toLowerCase().replace(/^@/, '');
  return (
    e.endsWith(`@${d}`) && e.indexOf('@') === e.length - d.length - 1 && e.length > d.length + 1
  );
}

/** The §5 message for an address outside the company domain. */
export function companyDomainMessage(domain: string): string {
  return `Only @${domain.replace(/^@/, '')} email addresses are allowed for admin accounts.`;
}
