import { describe, expect, it } from 'vitest';
import { parseEnv, productionProblems, trustedOrigins } from './env';

describe('parseEnv', () => {
  it('applies defaults and makes DATA_DIR absolute', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.ADMIN_EMAIL_DOMAIN).toBe('lizit.com');
    expect(env.DATA_DIR.startsWith('/')).toBe(true);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('reads the webhook settings, private targets and http refused by default', () => {
    const env = parseEnv({});
    expect(env.WEBHOOK_ALLOW_PRIVATE_TARGETS).toBe(false);
    expect(env.WEBHOOK_ALLOW_HTTP).toBe(false);
    expect(env.WEBHOOK_TIMEOUT_MS).toBe(10_000);
    expect(parseEnv({ WEBHOOK_ALLOW_PRIVATE_TARGETS: '1' }).WEBHOOK_ALLOW_PRIVATE_TARGETS).toBe(
      true,
    );
    expect(() => parseEnv({ WEBHOOK_CONCURRENCY: '0' })).toThrow(/WEBHOOK_CONCURRENCY/);
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', SITE_URL: '' }).SITE_URL).toBeUndefined();
  });

  it('lists every invalid variable', () => {
    expect(() => parseEnv({ PORT: 'eighty', SITE_URL: 'not a url' })).toThrow(
      /PORT[\s\S]*SITE_URL|SITE_URL[\s\S]*PORT/,
    );
  });
});

describe('productionProblems', () => {
  it('requires SITE_URL and a strong BETTER_AUTH_SECRET', () => {
    expect(productionProblems(parseEnv({}))).toHaveLength(2);
    expect(
      productionProblems(
        parseEnv({ SITE_URL: 'https://www.lizit.com', BETTER_AUTH_SECRET: 'changeme' }),
      ),
    ).toEqual([expect.stringMatching(/too weak/)]);
    expect(
      productionProblems(
        parseEnv({
          SITE_URL: 'https://www.lizit.com',
          BETTER_AUTH_SECRET: 'x'.repeat(8) + 'Qm9vdHN0cmFwcGluZ1NlY3JldEtleTEyMzQ1',
        }),
      ),
    ).toEqual([]);
  });
});

describe('LLM settings', () => {
  it('needs a model when an endpoint is set, and defaults the timeout', () => {
    expect(() => parseEnv({ LLM_BASE_URL: 'http://127.0.0.1:8080/v1' })).toThrow(/LLM_MODEL/);
    const env = parseEnv({ LLM_BASE_URL: 'http://127.0.0.1:8080/v1', LLM_MODEL: 'local' });
    expect(env.LLM_TIMEOUT_MS).toBe(60_000);
    expect(parseEnv({}).LLM_BASE_URL).toBeUndefined();
  });
});

describe('sign-in and confirmation limits', () => {
  it('has defaults and refuses a back-off whose maximum is below its base', () => {
    const env = parseEnv({});
    expect(env.AUTH_ACCOUNT_LIMIT).toEqual({ points: 5, seconds: 900 });
    expect([env.AUTH_BACKOFF_BASE_SEC, env.AUTH_BACKOFF_MAX_SEC]).toEqual([60, 900]);
    expect(env.AUTH_VERIFY_EMAIL_LIMIT).toEqual({ points: 3, seconds: 3600 });
    expect(env.ADMIN_REQUIRE_2FA).toBe(false);
    expect(parseEnv({ ADMIN_REQUIRE_2FA: 'true' }).ADMIN_REQUIRE_2FA).toBe(true);
    expect(() => parseEnv({ AUTH_BACKOFF_BASE_SEC: '600', AUTH_BACKOFF_MAX_SEC: '60' })).toThrow(
      /AUTH_BACKOFF_MAX_SEC/,
    );
    expect(() => parseEnv({ AUTH_ACCOUNT_LIMIT: 'five' })).toThrow(/AUTH_ACCOUNT_LIMIT/);
  });
});

describe('trustedOrigins', () => {
  it('accepts both loopback names of the port while no SITE_URL is set', () => {
    expect(trustedOrigins(parseEnv({ PORT: '3000' }))).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ]);
  });

  it('accepts SITE_URL and the TRUSTED_ORIGINS aliases only, once it is set', () => {
    const env = parseEnv({
      SITE_URL: 'https://www.lizit.com/',
      TRUSTED_ORIGINS: ' https://lizit.com , https://www.lizit.com/ ,',
    });
    expect(trustedOrigins(env)).toEqual(['https://www.lizit.com', 'https://lizit.com']);
  });

  it('refuses an alias that is not an http(s) URL', () => {
    expect(() => parseEnv({ TRUSTED_ORIGINS: 'javascript:alert(1)' })).toThrow(/TRUSTED_ORIGINS/);
    expect(() => parseEnv({ TRUSTED_ORIGINS: 'lizit.com' })).toThrow(/TRUSTED_ORIGINS/);
  });
});
