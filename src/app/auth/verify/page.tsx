import { TwoFactorVerifyForm } from '@/components/auth/two-factor-verify-form';
import { adminReturnPath } from '@/lib/return-path';
import { firstParam, type SearchParamsProps } from '@/lib/search-params';
import { titleMetadata } from '@/lib/seo/metadata';

export const dynamic = 'force-dynamic';
export const metadata = titleMetadata('Two-factor authentication');

/**
 * /auth/verify: the second step of a sign-in with two-factor, after the password on /auth; then
 * on to the admin page `?next=` names (checked: never another site).
 */
export default async function VerifyPage({ searchParams }: SearchParamsProps) {
  const params = await searchParams;
  return <TwoFactorVerifyForm returnTo={adminReturnPath(firstParam(params.next)) ?? '/admin'} />;
}
