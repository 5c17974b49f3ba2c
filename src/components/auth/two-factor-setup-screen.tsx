'use client';

import { useRouter } from 'next/navigation';
import { TwoFactorEnrolment } from './two-factor-enrolment';

/** The enrolment screen an admin must pass when ADMIN_REQUIRE_2FA is on. */
export function TwoFactorSetupScreen({ email }: { email: string }) {
  const router = useRouter();
  return (
    <div
      className="w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-8 shadow-lg"
      data-testid="two-factor-required"
    >
      <h1 className="text-2xl font-bold text-navy-900">Set up two-factor authentication</h1>
      <p className="mt-3 mb-6 text-slate-600">
        Admin accounts must use two-factor authentication. Set it up for{' '}
        <strong className="text-slate-800">{email}</strong> to continue to the dashboard.
      </p>
      <TwoFactorEnrolment
        onDone={() => {
          router.replace('/admin');
          router.refresh();
        }}
      />
    </div>
  );
}
