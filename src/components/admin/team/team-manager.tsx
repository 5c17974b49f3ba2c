'use client';

import { LogOut, MailPlus, RotateCw, ShieldCheck, ShieldOff, Users, UserX } from 'lucide-react';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input, Select } from '@/components/ui/input';
import { useZodForm } from '@/components/ui/use-zod-form';
import { ROLE_LABELS, staffRoles, type StaffRole } from '@/lib/roles';
import { inviteSchema, type InviteInput } from '@/lib/validation/team';
import {
  changeMemberRoleAction,
  inviteMemberAction,
  resendInvitationAction,
  revokeInvitationAction,
  setMemberActiveAction,
  signOutEverywhereAction,
} from '@/server/team/actions';
import { ActionButton, ActionsCell, DestructiveButton, EmptyState } from '../controls';
import { useAdminAction } from '../use-admin-action';

type Member = {
  userId: string;
  name: string;
  email: string;
  role: StaffRole;
  status: 'active' | 'disabled';
  lastSignInAt: string | null;
  twoFactorEnabled: boolean;
  since: string;
};

type Invitation = {
  id: number;
  email: string;
  role: StaffRole;
  invitedBy: string | null;
  createdAt: string;
  expiresAt: string;
  expired: boolean;
};

const COLUMNS = ['Person', 'Role', 'Status', 'Last sign-in', 'Two-factor', 'Actions'];

const roleOptions = staffRoles.map((r) => ({ value: r, label: ROLE_LABELS[r] }));
const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function StatusBadge({ status }: { status: 'active' | 'disabled' | 'invited' | 'expired' }) {
  const style = {
    active: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
    disabled: 'bg-slate-100 text-slate-700 ring-slate-300',
    invited: 'bg-sky-50 text-sky-800 ring-sky-200',
    expired: 'bg-amber-50 text-amber-900 ring-amber-200',
  }[status];
  const label = {
    active: 'Active',
    disabled: 'Disabled',
    invited: 'Invited',
    expired: 'Invite expired',
  }[status];
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${style}`}>
      {label}
    </span>
  );
}

/** The "Invite" form: an address and a role, validated with the server's own schema. */
function InviteForm() {
  const { run } = useAdminAction();
  const form = useZodForm(inviteSchema, { defaultValues: { email: '', role: 'editor' } });
  const { register, handleSubmit, reset, setError, formState } = form;
  const submit = handleSubmit(async (values) => {
    const result = await run(() => inviteMemberAction(values as InviteInput), {
      success: `Invitation sent to ${values.email}`,
      successDescription: 'The link in the e-mail works once, for 7 days.',
      errorTitle: 'Could not send the invitation',
    });
    if (result.ok) reset({ email: '', role: values.role });
    else if (result.fieldErrors?.email) setError('email', { message: result.fieldErrors.email });
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Invite a colleague"
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_12rem_auto] sm:items-start"
    >
      <FormField
        id="invite-email"
        label="E-mail address"
        required
        error={formState.errors.email?.message}
      >
        <Input
          {...register('email')}
          type="email"
          autoComplete="off"
          placeholder="name@lizit.com"
        />
      </FormField>
      <FormField id="invite-role" label="Role" error={formState.errors.role?.message}>
        <Select {...register('role')} options={roleOptions} />
      </FormField>
      <Button type="submit" className="sm:mt-7" disabled={formState.isSubmitting}>
        <MailPlus aria-hidden="true" /> {formState.isSubmitting ? 'Sending…' : 'Send invite'}
      </Button>
    </form>
  );
}

/** One member's row: role, status, last sign-in, two-factor, and the actions. */
function MemberRow({ member, self }: { member: Member; self: boolean }) {
  const { run, pending } = useAdminAction();
  const who = member.name || member.email;
  const active = member.status === 'active';
  return (
    <tr className="align-top" data-testid="team-member" data-email={member.email}>
      <td className="py-3 pr-4">
        <p className="font-medium text-navy-900">
          {who}
          {self ? <span className="ml-2 text-xs text-slate-500">(you)</span> : null}
        </p>
        <p className="text-sm text-slate-600">{member.email}</p>
      </td>
      <td className="py-3 pr-4">
        <label className="sr-only" htmlFor={`role-${member.userId}`}>
          Role of {who}
        </label>
        <Select
          id={`role-${member.userId}`}
          value={member.role}
          disabled={pending}
          options={roleOptions}
          className="h-9 w-32"
          onChange={(e) =>
            void run(
              () =>
                changeMemberRoleAction({
                  userId: member.userId,
                  role: e.target.value as StaffRole,
                }),
              {
                success: `${who} is now ${ROLE_LABELS[e.target.value as StaffRole]}`,
                errorTitle: 'Could not change the role',
              },
            )
          }
        />
      </td>
      <td className="py-3 pr-4">
        <StatusBadge status={member.status} />
      </td>
      <td className="py-3 pr-4 text-sm text-slate-700">
        {member.lastSignInAt ? when(member.lastSignInAt) : 'Never'}
      </td>
      <td className="py-3 pr-4 text-sm text-slate-700">
        {member.twoFactorEnabled ? (
          <span className="inline-flex items-center gap-1">
            <ShieldCheck aria-hidden="true" className="size-4 text-emerald-700" /> On
          </span>
        ) : (
          <span className="inline-flex items-center gap-1">
            <ShieldOff aria-hidden="true" className="size-4 text-slate-500" /> Off
          </span>
        )}
      </td>
      <ActionsCell end>
        <ConfirmDialog
          trigger={
            <Button variant="outline" size="sm" aria-label={`Sign out ${who} everywhere`}>
              <LogOut aria-hidden="true" /> Sign out everywhere
            </Button>
          }
          title={`Sign ${who} out everywhere?`}
          description={
            self
              ? 'Every browser you are signed in on, this one included, must sign in again.'
              : 'Every browser they are signed in on must sign in again. Their role stays.'
          }
          confirmLabel="Sign out everywhere"
          onConfirm={() =>
            run(() => signOutEverywhereAction({ userId: member.userId }), {
              success: `${who} was signed out everywhere`,
              errorTitle: 'Could not sign them out',
            })
          }
        />
        {active ? (
          self ? null : (
            <ConfirmDialog
              trigger={
                <DestructiveButton label={`Disable ${who}`}>
                  <UserX aria-hidden="true" /> Disable
                </DestructiveButton>
              }
              title={`Disable ${who}?`}
              description="They are signed out at once and cannot sign in to the back office until an admin enables them again. Their work stays."
              confirmLabel="Disable"
              onConfirm={() =>
                run(() => setMemberActiveAction({ userId: member.userId, active: false }), {
                  success: `${who} was disabled`,
                  errorTitle: 'Could not disable them',
                })
              }
            />
          )
        ) : (
          <Button
            variant="outline"
            size="sm"
            disabled={pending}
            aria-label={`Enable ${who}`}
            onClick={() =>
              void run(() => setMemberActiveAction({ userId: member.userId, active: true }), {
                success: `${who} was enabled`,
                errorTitle: 'Could not enable them',
              })
            }
          >
            Enable
          </Button>
        )}
      </ActionsCell>
    </tr>
  );
}

/** One open invitation's row: address, role, status, expiry, Re-send and Revoke. */
function InvitationRow({ invitation }: { invitation: Invitation }) {
  const { run, pending } = useAdminAction();
  const { id, email } = invitation;
  return (
    <tr className="align-top" data-testid="team-invitation" data-email={email}>
      <td className="py-3 pr-4">
        <p className="font-medium text-navy-900">{email}</p>
        <p className="text-sm text-slate-600">
          Invited {when(invitation.createdAt)}
          {invitation.invitedBy ? ` by ${invitation.invitedBy}` : ''}
        </p>
      </td>
      <td className="py-3 pr-4 text-sm text-slate-700">{ROLE_LABELS[invitation.role]}</td>
      <td className="py-3 pr-4">
        <StatusBadge status={invitation.expired ? 'expired' : 'invited'} />
      </td>
      <td className="py-3 pr-4 text-sm text-slate-700" colSpan={2}>
        {invitation.expired ? 'Expired' : 'Link valid until'} {when(invitation.expiresAt)}
      </td>
      <ActionsCell end>
        <ActionButton
          variant="outline"
          disabled={pending}
          icon={RotateCw}
          text="Re-send"
          label={`Re-send invite to ${email}`}
          onClick={() =>
            void run(() => resendInvitationAction({ id }), {
              success: `Invitation sent again to ${email}`,
              successDescription: 'The earlier link no longer works.',
              errorTitle: 'Could not re-send the invitation',
            })
          }
        />
        <ConfirmDialog
          trigger={
            <DestructiveButton label={`Revoke invite to ${email}`}>Revoke</DestructiveButton>
          }
          title={`Revoke the invitation to ${email}?`}
          description="The link stops working and says the invitation was withdrawn."
          confirmLabel="Revoke"
          onConfirm={() =>
            run(() => revokeInvitationAction({ id }), {
              success: `Invitation to ${email} revoked`,
              errorTitle: 'Could not revoke the invitation',
            })
          }
        />
      </ActionsCell>
    </tr>
  );
}

/**
 * The Team section: invite a colleague with a role; each person with role, status
 * (invited, active, disabled), last sign-in and two-factor; change role, disable or enable,
 * re-send or revoke an invitation, sign out everywhere. The server refuses what the last-admin
 * rule forbids and says why in the toast.
 */
export function TeamManager({
  selfId,
  members,
  invitations,
}: {
  selfId: string;
  members: Member[];
  invitations: Invitation[];
}) {
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-600">
        Admins can do everything, including full customer data, the team and settings. Editors
        manage posts, resources, banners, media, videos, bulk creation and SEO, and see customer
        data masked.
      </p>
      <InviteForm />
      {members.length === 0 && invitations.length === 0 ? (
        <EmptyState icon={Users} title="No one on the team yet" />
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white px-4">
          <table className="w-full min-w-[56rem] text-left">
            <caption className="sr-only">Team members and open invitations</caption>
            <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase">
              <tr>
                {COLUMNS.map((c, i) => (
                  <th
                    key={c}
                    scope="col"
                    className={
                      i === COLUMNS.length - 1
                        ? 'py-3 text-right font-semibold'
                        : 'py-3 pr-4 font-semibold'
                    }
                  >
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {invitations.map((i) => (
                <InvitationRow key={`i${i.id}`} invitation={i} />
              ))}
              {members.map((m) => (
                <MemberRow key={m.userId} member={m} self={m.userId === selfId} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
