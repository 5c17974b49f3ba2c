import { handleAdminCommand } from '@/server/admin/cli-channel';

export const dynamic = 'force-dynamic';

// POST /api/internal/admin - the local-only channel of `npm run admin` while a server holds the
// embedded database: loopback callers with the token from DATA_DIR only.
export const POST = handleAdminCommand;
