ALTER TABLE "admin_invitations" ADD COLUMN "revoked_by_email" text;
