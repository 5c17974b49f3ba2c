import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setDbHandle } from '@/db/client';
import { downloadable_resources, user } from '@/db/schema';
import { resourceSchema } from '@/lib/validation/resources';
import { handleResourceDownload } from '@/server/resources/http';
import { createResource } from '@/server/resources/service';
import { LocalStorage, setStorage } from '@/server/storage';
import { dbTargets, type TestDatabase } from './helpers/db';

const PDF = Buffer.from('%PDF-1.4\n% a small test file\n');
const get = (id: string | number) =>
  handleResourceDownload(new Request(`http://localhost/resources/download/${id}`), String(id));

describe.each(dbTargets())('resource downloads on $name (issue #20 item 9)', ({ create }) => {
  let t: TestDatabase;
  let root: string;
  let adminId: string;
  beforeAll(async () => {
    t = await create();
    setDbHandle(t);
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'lizit-download-'));
    const storage = new LocalStorage(root);
    setStorage(storage);
    await storage.put('resources', '1700000000000-abc123-price-list.pdf', PDF, {
      contentType: 'application/pdf',
      overwrite: false,
    });
    adminId = 'download-admin';
    await t.db.insert(user).values({ id: adminId, name: 'A', email: 'a@lizit.com' });
  });
  afterAll(async () => {
    setStorage(undefined);
    setDbHandle(undefined);
    await t?.dispose();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const add = (fields: { file_url: string; file_name?: string | null; is_active?: boolean }) =>
    createResource(
      t.db,
      resourceSchema.parse({ name: 'Price list', category: 'Guides', ...fields }),
      adminId,
    );

  it('sends an uploaded file under its uploaded name, counted and never cached', async () => {
    const row = await add({
      file_url: '/storage/resources/1700000000000-abc123-price-list.pdf',
      file_name: 'Price List (2026) – été.pdf',
    });
    const res = await get(row.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Price List (2026) _ _t_.pdf"; filename*=UTF-8''Price%20List%20%282026%29%20%E2%80%93%20%C3%A9t%C3%A9.pdf`,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);
    const [stored] = await t.db
      .select({ n: downloadable_resources.download_count })
      .from(downloadable_resources)
      .where(eq(downloadable_resources.id, row.id));
    expect(stored!.n).toBe(1);
  });

  it('redirects to a typed URL or a shipped file, as before', async () => {
    const shipped = await add({ file_url: '/downloads/rental-agreement-template.pdf' });
    const res = await get(shipped.id);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/downloads/rental-agreement-template.pdf');
  });

  it('refuses unknown, inactive and malformed ids with 404, never a 5xx', async () => {
    const hidden = await add({
      file_url: '/storage/resources/1700000000000-abc123-price-list.pdf',
      file_name: 'x.pdf',
      is_active: false,
    });
    for (const id of [String(hidden.id), '999999', '0x1', '-1', '1'.repeat(12), '%2e%2e']) {
      expect((await get(id)).status, id).toBe(404);
    }
  });

  it('refuses a file name with a slash or a control character', () => {
    for (const file_name of ['../etc/passwd', 'a\\b.pdf', 'a\nb.pdf']) {
      expect(
        resourceSchema.safeParse({ name: 'x', category: 'Guides', file_url: '/x.pdf', file_name })
          .success,
        file_name,
      ).toBe(false);
    }
  });
});
