import { redirect } from 'next/navigation';
import { SignUpForm } from '@/components/auth/sign-up-form';
import { getEnv } from '@/lib/env';
import { titleMetadata } from '@/lib/seo/metadata';
import { getSessionUser } from '@/server/auth/guard';

export const dynamic = 'force-dynamic';
export const metadata = titleMetadata('Create Admin Account');

/** /auth/sign-up (public-site.md §5 "Admin sign-up"); someone signed in goes to /auth. */
export default async function SignUpPage() {
  if (await getSessionUser()) redirect('/auth');
  return <SignUpForm domain={getEnv().ADMIN_EMAIL_DOMAIN} />;
}
