import pino from 'pino';

type GlobalWithLogger = typeof globalThis & { __lizitLogger?: pino.Logger };

/**
 * The process-wide structured logger (JSON lines).
 * Personal data is never logged in full: callers pass ids, not e-mail addresses. Read them in
 * development with `npm run dev | npx pino-pretty`.
 */
export function getLogger(): pino.Logger {
  const g = globalThis as GlobalWithLogger;
  g.__lizitLogger ??= pino({
    level: process.env.LOG_LEVEL || (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
    base: { app: 'lizit' },
    redact: {
      paths: ['email', '*.email', 'password', '*.password', 'phone', '*.phone'],
      censor: '[redacted]',
    },
  });
  return g.__lizitLogger;
}
