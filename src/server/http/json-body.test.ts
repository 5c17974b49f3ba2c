import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, errorResponse, errorResult } from '../errors';
import { parseJsonBody, readJsonObject, validateInput } from './json-body';

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://localhost/x', {
    method: 'POST',
    body,
    headers,
    duplex: 'half',
  } as RequestInit);

const schema = z.object({ name: z.string().min(2, 'Name is too short'), age: z.number() });

/** The AppError a promise rejects with. */
async function appError(p: Promise<unknown>): Promise<AppError> {
  const error = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('readJsonObject', () => {
  it('returns the object with NUL characters removed', async () => {
    expect(await readJsonObject(post('{"a":"x\\u0000y"}'), { maxBytes: 100 })).toEqual({
      a: 'xy',
    });
  });

  it('refuses a declared or streamed body over the limit with 413', async () => {
    const declared = await appError(
      readJsonObject(post('{}', { 'content-length': '5000' }), { maxBytes: 100 }),
    );
    expect(declared.status).toBe(413);
    const stream = new ReadableStream({
      start(c) {
        c.enqueue(new TextEncoder().encode(`{"a":"${'x'.repeat(300)}"}`));
        c.close();
      },
    });
    expect((await appError(readJsonObject(post(stream), { maxBytes: 100 }))).status).toBe(413);
  });

  it('refuses what is not one JSON object with 400, or the status asked for', async () => {
    for (const body of ['not json', '[1,2]', 'null', '"text"', '']) {
      const error = await appError(readJsonObject(post(body), { maxBytes: 100 }));
      expect([error.status, error.message]).toEqual([400, 'Invalid request.']);
    }
    const bulk = await appError(readJsonObject(post('{'), { maxBytes: 100, malformedStatus: 422 }));
    expect(bulk.status).toBe(422);
  });
});

describe('validateInput and parseJsonBody', () => {
  it('returns the parsed data', async () => {
    expect(validateInput(schema, { name: 'Al', age: 3 })).toEqual({ name: 'Al', age: 3 });
    expect(await parseJsonBody(post('{"name":"Bo","age":1}'), schema, { maxBytes: 100 })).toEqual({
      name: 'Bo',
      age: 1,
    });
  });

  it('throws a 422 naming each field', () => {
    let error: unknown;
    try {
      validateInput(schema, { name: 'A' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AppError);
    const e = error as AppError;
    expect(e.status).toBe(422);
    expect(Object.keys(e.fieldErrors ?? {})).toEqual(['name', 'age']);
    expect(e.message).toContain('Name is too short');
  });
});

describe('errorResponse and errorResult', () => {
  it('answer an AppError with its status, message, fields and headers', async () => {
    const error = new AppError(429, 'Slow down', undefined, { 'Retry-After': '9' });
    const res = errorResponse(error, { log: 'x' });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('9');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ ok: false, error: 'Slow down', status: 429 });
    expect(errorResult(new AppError(422, 'Bad', { a: 'Bad' }), { log: 'x' })).toEqual({
      ok: false,
      error: 'Bad',
      status: 422,
      fieldErrors: { a: 'Bad' },
    });
  });

  it('never show the text of any other error', async () => {
    const secret = new Error('relation "user" does not exist at /srv/app.js:1');
    const res = errorResponse(secret, { log: 'x', failure: 'Failed to subscribe.' });
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain('relation');
    expect(JSON.parse(text)).toEqual({ ok: false, error: 'Failed to subscribe.', status: 500 });
    expect(errorResult(secret, { log: 'x' })).toEqual({
      ok: false,
      error: 'Something went wrong. Please try again.',
      status: 500,
    });
  });
});
