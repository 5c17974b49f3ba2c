import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UploadFailure, uploadFile } from './upload-client';

/** A stand-in for the browser's XMLHttpRequest that records what was sent. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  status = 0;
  responseText = '';
  aborted = false;
  upload: {
    onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'a.png', { type: 'image/png' });
const ok = {
  ok: true,
  purpose: 'banner-image',
  url: '/storage/home-banners/1-a.png',
  bucket: 'home-banners',
  key: '1-a.png',
  contentType: 'image/png',
  size: 4,
  fileSizeText: '0.00 MB',
  fileSizeKb: 0,
  width: 1,
  height: 1,
  originalFilename: 'a.png',
};

beforeEach(() => {
  FakeXhr.last = undefined;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

describe('uploadFile', () => {
  it('posts purpose before file, reports progress and resolves with the result', async () => {
    const progress: number[] = [];
    const promise = uploadFile(png(), 'banner-image', { onProgress: (f) => progress.push(f) });
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/admin/uploads');
    expect([...xhr.body!.keys()]).toEqual(['purpose', 'file']);
    expect(xhr.body!.get('purpose')).toBe('banner-image');
    expect((xhr.body!.get('file') as File).name).toBe('a.png');
    xhr.upload.onprogress!({ lengthComputable: true, loaded: 50, total: 200 });
    xhr.respond(201, ok);
    await expect(promise).resolves.toEqual(ok);
    expect(progress).toEqual([0.25, 1]);
  });

  it('sends extra fields between purpose and file', async () => {
    const file = new File([new Uint8Array(4)], 'a.webm', { type: 'video/webm' });
    const promise = uploadFile(file, 'slot-media', { fields: { slotId: 'homepage-hero' } });
    expect([...FakeXhr.last!.body!.keys()]).toEqual(['purpose', 'slotId', 'file']);
    FakeXhr.last!.respond(201, { ...ok, purpose: 'slot-media' });
    await promise;
  });

  it('refuses before sending when the pre-check fails', async () => {
    const gif = new File([new Uint8Array(4)], 'a.gif', { type: 'image/gif' });
    await expect(uploadFile(gif, 'blog-featured')).rejects.toMatchObject({
      title: 'Invalid file type',
      description: 'Please upload a JPG, PNG, or WebP image',
    });
    expect(FakeXhr.last).toBeUndefined();
  });

  it("throws the server's title and description", async () => {
    const promise = uploadFile(png(), 'banner-image');
    FakeXhr.last!.respond(413, {
      ok: false,
      error: 'File too large',
      description: 'Please upload an image smaller than 2MB',
    });
    const error = await promise.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadFailure);
    expect(error).toMatchObject({
      title: 'File too large',
      description: 'Please upload an image smaller than 2MB',
      status: 413,
    });
  });

  it('shows a message-only answer (401) under "Error uploading image" for images', async () => {
    const promise = uploadFile(png(), 'banner-image');
    FakeXhr.last!.respond(401, { ok: false, error: 'Not authenticated' });
    await expect(promise).rejects.toMatchObject({
      title: 'Error uploading image',
      description: 'Not authenticated',
    });
  });

  it('uses generic texts on network errors, server failures and non-JSON answers', async () => {
    const a = uploadFile(png(), 'banner-image');
    FakeXhr.last!.onerror!();
    await expect(a).rejects.toMatchObject({
      title: 'Error uploading image',
      description: 'Please check your connection and try again.',
    });

    const pdf = new File([new Uint8Array(4)], 'a.pdf', { type: 'application/pdf' });
    const b = uploadFile(pdf, 'resource-file');
    FakeXhr.last!.respond(502, '<html>Bad gateway</html>');
    await expect(b).rejects.toMatchObject({
      title: 'Upload failed',
      description: 'Something went wrong. Please try again.',
    });
  });

  it('aborts with an AbortError', async () => {
    const controller = new AbortController();
    const promise = uploadFile(png(), 'banner-image', { signal: controller.signal });
    controller.abort();
    expect(FakeXhr.last!.aborted).toBe(true);
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });
  });
});
