import { staffRoles } from '../roles';
import { newPasswordField } from './auth';
import { emailField, nameField } from './fields';
import { z } from './zod';

export { PASSWORD_MIN } from './auth';

const role = z.enum(staffRoles, { error: 'Choose a role' });

/** The Team section's "Invite" form: an address and a role. */
export const inviteSchema = z.object({ email: emailField(), role });
export type InviteInput = z.input<typeof inviteSchema>;

/** A team member, by their account id. */
export const memberSchema = z.object({ userId: z.string().trim().min(1).max(64) });

/** Change a member's role. */
export const roleChangeSchema = memberSchema.extend({ role });

/** Disable (`active: false`) or enable a member. */
export const memberActiveSchema = memberSchema.extend({ active: z.boolean() });

/** An invitation, by id (re-send, revoke). */
export const invitationIdSchema = z.object({ id: z.number().int().positive().max(2_147_483_647) });

/** The invitation page's form: the link's token, a name and a password. */
export const acceptInviteSchema = z
  .object({
    token: z.string().trim().min(16, 'This invitation link is not valid.').max(128),
    name: nameField(),
    password: newPasswordField(),
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, {
    message: 'The passwords do not match',
    path: ['confirm'],
  });
export type AcceptInviteInput = z.input<typeof acceptInviteSchema>;
