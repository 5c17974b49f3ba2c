import 'server-only';
import { getDb } from '@/db/client';
import { isCustomerTable } from '@/lib/lead-mask';
import { parseLeadInboxQuery } from '@/lib/validation/lead-inbox';
import type { SessionUser } from '../auth/guard';
import { clientIpFromHeaders } from '../http/client-ip';
import { leadsCsv } from '../leads/csv';
import { customerDataCsv } from './customer-csv';

/** The export form holds a few short fields (the inbox's view): anything longer is not ours. */
const MAX_BODY_BYTES = 4096;

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
 * POST /api/admin/leads/export — a CSV of customer data, sent by the Customer Data tab's
 * export form: without `table`, the leads of the inbox's view (the view's fields
 * `type`, `status`, `owner`, `source`, `campaign`, `from`, `to`, `q`, with status, owner and
 * attribution columns, and a landing page form's page, form and answers); with `table`
 * (demo_requests, general_inquiries, newsletter_subscribers or form_submissions) one submission
 * table with its own columns, `spam` "1" for its suspected spam. `mask`: masked
 * unless "0"; an unmasked export is audited. A POST,
 * not a GET: the request guard refuses unsafe methods from other sites before
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
  const mask = form.get('mask') !== '0';
  const actor = {
    userId: admin.id,
    ip: clientIpFromHeaders(request.headers),
    userAgent: request.headers.get('user-agent') ?? undefined,
  };
  const date = new Date().toISOString().slice(0, 10);
  const table = form.get('table');
  if (table === null) {
    // The inbox's view: the leads under its filters, with status, owner and
    // attribution.
    const fields = Object.fromEntries(
      [...form.entries()].filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
    const query = parseLeadInboxQuery(fields);
    const csv = await leadsCsv(getDb(), query, { masked: mask, actor });
    return csvAttachment(csv, `leads-${query.type}-${mask ? 'masked' : 'full'}-${date}.csv`);
  }
  if (!isCustomerTable(table)) {
    return Response.json({ ok: false, error: 'Unknown table' }, { status: 422, headers: noStore });
  }
  const spam = form.get('spam') === '1';
  const csv = await customerDataCsv(getDb(), { table, mask, spam, actor });
  return csvAttachment(
    csv,
    `${table}${spam ? '-suspected-spam' : ''}-${mask ? 'masked' : 'full'}-${date}.csv`,
  );
}

/** A CSV download, never cached. */
function csvAttachment(csv: string, filename: string): Response {
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      ...noStore,
    },
  });
}
