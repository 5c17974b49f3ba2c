import 'server-only';
import { getDb } from '@/db/client';
import { isCustomerTable } from '@/lib/customer-data/mask';
import type { SessionUser } from '../auth/guard';
import { clientIpFromHeaders } from '../http/client-ip';
import { customerDataCsv } from './service';

/** The export form holds two short fields: anything longer is not ours. */
const MAX_BODY_BYTES = 1024;

const noStore = { 'Cache-Control': 'no-store' };

/**
 * The export form's fields, from an urlencoded or multipart body of at most
 * {@link MAX_BODY_BYTES}; null when the body is too large or not a form.
 */
async function readForm(request: Request): Promise<FormData | null> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (!(declared <= MAX_BODY_BYTES)) return null;
  const type = request.headers.get('content-type') ?? '';
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) return null;
  const raw = await request.arrayBuffer();
  if (raw.byteLength > MAX_BODY_BYTES) return null;
  try {
    return await new Response(raw, { headers: { 'content-type': type } }).formData();
  } catch {
    return null;
  }
}

/**
 * POST /api/admin/customer-data/export — the CSV of one customer list (issue #9), sent by the
 * Customer Data tab's export form: fields `table` (demo_requests, general_inquiries or
 * newsletter_subscribers), `mask` (masked unless "0") and `spam` ("1" = the suspected spam, issue
 * #18 item 10); an unmasked export is audited. A POST,
 * not a GET (issue #18 item 6): the request guard refuses unsafe methods from other sites before
 * Next, so no other site can make an admin's browser record an unmasked export in their name
 * (a GET is answered 405 by Next, as the route has no GET). Admins only; a body that is not a
 * small form is 400, an unknown table 422. The caller (the route) has checked the admin role.
 * @returns the CSV as an attachment, `no-store`
 */
export async function handleCustomerDataExport(
  request: Request,
  admin: SessionUser,
): Promise<Response> {
  const form = await readForm(request);
  if (!form)
    return Response.json(
      { ok: false, error: 'Invalid request' },
      { status: 400, headers: noStore },
    );
  const table = form.get('table');
  if (!isCustomerTable(table)) {
    return Response.json({ ok: false, error: 'Unknown table' }, { status: 422, headers: noStore });
  }
  const mask = form.get('mask') !== '0';
  const spam = form.get('spam') === '1';
  const csv = await customerDataCsv(getDb(), {
    table,
    mask,
    spam,
    actor: {
      userId: admin.id,
      ip: clientIpFromHeaders(request.headers),
      userAgent: request.headers.get('user-agent') ?? undefined,
    },
  });
  const date = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${table}${spam ? '-suspected-spam' : ''}-${mask ? 'masked' : 'full'}-${date}.csv"`,
      ...noStore,
    },
  });
}
