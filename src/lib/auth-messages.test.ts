import { describe, expect, it } from 'vitest';
import { itReturns } from '@/test/cases';
import { retryAfterSeconds, retryCapture, tooManyAttemptsMessage } from './auth-messages';

describe('tooManyAttemptsMessage', () => {
  itReturns('says how many seconds to wait, in the singular for one', tooManyAttemptsMessage, [
    [45, 'Too many attempts. Try again in 45 seconds.'],
    [1, 'Too many attempts. Try again in 1 second.'],
    [0.2, 'Too many attempts. Try again in 1 second.'],
    [59.1, 'Too many attempts. Try again in 60 seconds.'],
  ]);
});

describe('retryAfterSeconds', () => {
  it("reads better-auth's X-Retry-After, else Retry-After, else nothing", () => {
    expect(retryAfterSeconds(new Headers({ 'X-Retry-After': '45' }))).toBe(45);
    expect(retryAfterSeconds(new Headers({ 'Retry-After': '7' }))).toBe(7);
    expect(retryAfterSeconds(new Headers({ 'Retry-After': 'soon' }))).toBeNull();
    expect(retryAfterSeconds(new Headers())).toBeNull();
  });
});

describe('retryCapture', () => {
  it('keeps the wait of a 429 only', () => {
    const retry = retryCapture();
    expect(retry.seconds()).toBeNull();
    retry.fetchOptions.onError({
      response: new Response(null, { status: 429, headers: { 'X-Retry-After': '12' } }),
    });
    expect(retry.seconds()).toBe(12);
    retry.fetchOptions.onError({
      response: new Response(null, { status: 401, headers: { 'X-Retry-After': '12' } }),
    });
    expect(retry.seconds()).toBeNull();
  });
});
