'use client';

import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { TwoFactorEnrolment } from '@/components/auth/two-factor-enrolment';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

/**
 * The dashboard's Security card: whether two-factor is on for the signed-in
 * admin, and the enrolment dialog when it is not.
 */
export function SecurityCard({ twoFactorEnabled }: { twoFactorEnabled: boolean }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  // A new dialog session starts at the password step.
  const [attempt, setAttempt] = useState(0);
  const Icon = twoFactorEnabled ? ShieldCheck : ShieldAlert;
  return (
    <section
      aria-labelledby="security-title"
      data-testid="security-card"
      className="mt-6 flex flex-wrap items-center justify-between gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <Icon
          aria-hidden="true"
          className={twoFactorEnabled ? 'size-6 text-green-700' : 'size-6 text-amber-600'}
        />
        <div>
          <h2 id="security-title" className="font-semibold text-navy-900">
            Security
          </h2>
          <p className="text-sm text-slate-600" data-testid="two-factor-status">
            {twoFactorEnabled
              ? 'Two-factor authentication is on.'
              : 'Two-factor authentication is off.'}
          </p>
        </div>
      </div>
      {twoFactorEnabled ? null : (
        <Dialog
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            if (next) setAttempt((n) => n + 1);
          }}
        >
          <Button variant="outline" onClick={() => setOpen(true)}>
            Set up two-factor authentication
          </Button>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Set up two-factor authentication</DialogTitle>
              <DialogDescription>
                Sign-in will ask for a code from an authenticator app after your password.
              </DialogDescription>
            </DialogHeader>
            <div className="mt-6">
              <TwoFactorEnrolment
                key={attempt}
                onDone={() => {
                  setOpen(false);
                  router.refresh();
                }}
              />
            </div>
          </DialogContent>
        </Dialog>
      )}
    </section>
  );
}
