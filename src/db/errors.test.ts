import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, pgErrorCode } from './errors';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises a refused, dropped or restarting database, raw or wrapped by Drizzle', () => {
    expect(
      isDatabaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(
      isDatabaseUnavailable(
        withCode('terminating connection due to administrator command', '57P01'),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(withCode('the database system is starting up', '57P03'))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(withCode('connection failure', '08006'))).toBe(true);
    const wrapped = new Error('Failed query: insert into ...', {
      cause: withCode('the database system is shutting down', '57P03'),
    });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    expect(
      isDatabaseUnavailable(
        new AggregateError([withCode('connect ECONNREFUSED ::1', 'ECONNREFUSED')]),
      ),
    ).toBe(true);
  });

  it('leaves every other error a plain failure', () => {
    const unique = new Error('Failed query', { cause: withCode('duplicate key', '23505') });
    expect(isDatabaseUnavailable(unique)).toBe(false);
    expect(pgErrorCode(unique)).toBe('23505');
    expect(isDatabaseUnavailable(withCode('syntax error', '42601'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});
