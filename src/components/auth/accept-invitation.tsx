'use client';

import Link from 'next/link';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-field';
import { TextField } from '@/components/ui/text-field';
import { useZodForm } from '@/components/ui/use-zod-form';
import { ROLE_LABELS, type StaffRole } from '@/lib/roles';
import { acceptInviteSchema, PASSWORD_MIN, type AcceptInviteInput } from '@/lib/validation/team';
import type { InvitationState } from '@/server/team/accept';

type Invitation = InvitationState<string>;

const card = 'w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-lg';
const link = 'font-semibold text-brand-700 hover:underline';

/** Whom to ask for a new link: the inviter's address as a mail link, or "an admin". */
function AskInviter({ invitedBy }: { invitedBy: string | null }) {
  return invitedBy ? (
    <>
      Ask{' '}
      <a href={`mailto:${invitedBy}`} className={link}>
        {invitedBy}
      </a>{' '}
      to send you a new one.
    </>
  ) : (
    <>Ask an admin of the team to send you a new one.</>
  );
}

/** A link that no longer works, explained. */
function Explained({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className={card}>
      <h1 className="text-2xl font-bold text-navy-900">{title}</h1>
      <p role="alert" className="mt-4 text-slate-700">
        {children}
      </p>
    </div>
  );
}

/**
 * The invitation page's body: the explanation of a link that does not work, the way
 * to sign in for an address with an account, or the form that sets a name and password (validated
 * with the server's own schema), creates the account and signs the person in.
 */
export function AcceptInvitation({ token, invitation }: { token: string; invitation: Invitation }) {
  if (invitation.state === 'invalid')
    return (
      <Explained title="Invitation not found">
        This invitation link is not valid. Check that you opened the whole link from the e-mail, or
        ask the person who invited you to send a new one.
      </Explained>
    );
  const { state, email, role, invitedBy } = invitation;
  if (state === 'expired')
    return (
      <Explained title="This invitation has expired">
        The link to join as {ROLE_LABELS[role]} ({email}) expired on{' '}
        {new Date(invitation.expiresAt).toLocaleDateString('en-US', { dateStyle: 'long' })}.{' '}
        <AskInviter invitedBy={invitedBy} />
      </Explained>
    );
  if (state === 'revoked')
    return (
      <Explained title="This invitation was withdrawn">
        The invitation for {email} is no longer valid. <AskInviter invitedBy={invitedBy} />
      </Explained>
    );
  if (state === 'used')
    return (
      <Explained title="This invitation has already been used">
        The account for {email} is set up.{' '}
        <Link href="/auth" className={link}>
          Sign in
        </Link>
      </Explained>
    );
  if (invitation.hasAccount)
    return (
      <Explained title={`Join as ${ROLE_LABELS[role]}`}>
        You already have an account for {email}.{' '}
        <Link href="/auth?next=/admin" className={link}>
          Sign in with it
        </Link>{' '}
        and the {ROLE_LABELS[role]} role is yours.
      </Explained>
    );
  return <AcceptForm token={token} email={email} role={role} />;
}

function AcceptForm({ token, email, role }: { token: string; email: string; role: StaffRole }) {
  const [error, setError] = React.useState<string | null>(null);
  const form = useZodForm(acceptInviteSchema, {
    defaultValues: { token, name: '', password: '', confirm: '' },
  });
  const { register, handleSubmit, setError: setFieldError, formState } = form;
  const submit = handleSubmit(async (values) => {
    setError(null);
    let body: {
      ok?: boolean;
      error?: string;
      fieldErrors?: Record<string, string>;
      data?: { redirect?: string };
    };
    try {
      const res = await fetch('/api/team/accept-invite', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(values satisfies AcceptInviteInput),
      });
      body = await res.json().catch(() => ({ error: 'Something went wrong. Please try again.' }));
    } catch {
      setError('Could not reach the server. Check your connection.');
      return;
    }
    if (body.ok) {
      window.location.assign(body.data?.redirect ?? '/admin');
      return;
    }
    const fields = body.fieldErrors ?? {};
    for (const field of ['name', 'password', 'confirm'] as const)
      if (fields[field]) setFieldError(field, { message: fields[field] });
    if (!Object.keys(fields).length) setError(body.error ?? 'Something went wrong.');
  });
  return (
    <div className={card}>
      <h1 className="text-2xl font-bold text-navy-900">Join as {ROLE_LABELS[role]}</h1>
      <p className="mt-2 text-slate-600">
        Choose your name and password for <strong className="text-navy-900">{email}</strong>.
      </p>
      <form onSubmit={submit} noValidate className="mt-6 space-y-4" aria-label="Join the team">
        <FormAlert message={error} />
        <input type="hidden" {...register('token')} />
        <TextField
          form={form}
          name="name"
          id="invite-name"
          label="Your name"
          required
          autoComplete="name"
        />
        <TextField
          form={form}
          name="password"
          id="invite-password"
          label="Password"
          required
          hint={`At least ${PASSWORD_MIN} characters.`}
          type="password"
          autoComplete="new-password"
        />
        <TextField
          form={form}
          name="confirm"
          id="invite-confirm"
          label="Repeat password"
          required
          type="password"
          autoComplete="new-password"
        />
        {/* The e-mail address, for password managers. */}
        <input type="email" value={email} autoComplete="username" readOnly hidden />
        <Button type="submit" size="lg" className="w-full" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Creating your account…' : 'Create account and sign in'}
        </Button>
      </form>
    </div>
  );
}
