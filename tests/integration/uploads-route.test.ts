import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/admin/uploads/route';
import { setDbHandle } from '@/db/client';
import { createConfirmedAdmin } from '@/server/admin/users';
import { getAuth, resetAuth } from '@/server/auth/auth';
import { LocalStorage, setStorage } from '@/server/storage';
import { dbTargets, type TestDatabase } from './helpers/db';
import { listFiles, makePng } from './helpers/files';

process.env.BETTER_AUTH_SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';
process.env.SITE_URL = 'http://localhost:3998';
process.env.AUTH_RATE_LIMIT = 'off';
process.env.MAIL_POLL_MS = '600000';

const ORIGIN = 'http://localhost:3998';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lizit-uploads-route-'));
const root = path.join(dataDir, 'storage');

async function uploadForm(): Promise<FormData> {
  const form = new FormData();
  form.append('purpose', 'banner-image');
  form.append(
    'file',
    new Blob([new Uint8Array(await makePng(30, 10))], { type: 'image/png' }),
    'a.png',
  );
  return form;
}

describe.each(dbTargets())('POST /api/admin/uploads on $name', ({ create }) => {
  let t: TestDatabase;
  let cookie = '';
  beforeAll(async () => {
    t = await create();
    setDbHandle(t);
    setStorage(new LocalStorage(root));
    resetAuth();
    await createConfirmedAdmin(t.db, 'uploader@lizit.com', 'Sup3r-secret-pass');
    const res = await getAuth().handler(
      new Request(`${ORIGIN}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN },
        body: JSON.stringify({ email: 'uploader@lizit.com', password: 'Sup3r-secret-pass' }),
      }),
    );
    expect(res.status).toBe(200);
    cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  });
  afterAll(async () => {
    setStorage(undefined);
    setDbHandle(undefined);
    resetAuth();
    await t?.dispose();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 401 to a signed-out request without reading its body', async () => {
    const request = new Request(`${ORIGIN}/api/admin/uploads`, {
      method: 'POST',
      body: await uploadForm(),
    });
    const res = await POST(request, { params: Promise.resolve({}) });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ ok: false, error: 'Not authenticated', status: 401 });
    expect(request.bodyUsed).toBe(false);
    expect(listFiles(root)).toEqual([]);
  });

  it('stores the file of a signed-in admin', async () => {
    const res = await POST(
      new Request(`${ORIGIN}/api/admin/uploads`, {
        method: 'POST',
        headers: { cookie, origin: ORIGIN },
        body: await uploadForm(),
      }),
      { params: Promise.resolve({}) },
    );
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.json();
    expect(body).toMatchObject({ ok: true, bucket: 'home-banners', width: 30, height: 10 });
    expect(body.url).toBe(`/storage/home-banners/${body.key}`);
    expect(listFiles(root)).toEqual([`home-banners/${body.key}`]);
  });
});
