import { withAdmin } from '@/server/auth/guard';
import { handleUpload } from '@/server/uploads/pipeline';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * POST /api/admin/uploads - one file, multipart/form-data: `purpose` first, then the purpose's
 * fields, then `file` (src/server/uploads/pipeline.ts). The admin check runs on the headers
 * before a byte of the body is read (401/403 JSON). Answers 201 with the stored file, or
 * 400/413/415/422 `{ ok: false, error, description }`; always Cache-Control: no-store.
 */
export const POST = withAdmin('content', (request: Request) => handleUpload(request));
