import pino from 'pino';
import { processSingleton } from '@/lib/runtime';

declare module '@/lib/runtime' {
  interface RuntimeSlots {
    /** The structured logger ({@link getLogger}). */
    logger: pino.Logger;
  }
}

/**
 * The process-wide structured logger (JSON lines).
 * Personal data is never logged in full: callers pass ids, not e-mail addresses. Read them in
 * development with `npm run dev | npx pino-pretty`.
 */
export function getLogger(): pino.Logger {
  return processSingleton('logger', () =>
    pino({
      level: process.env.LOG_LEVEL || (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
      base: { app: 'lizit' },
      redact: {
        paths: ['email', '*.email', 'password', '*.password', 'phone', '*.phone'],
        censor: '[redacted]',
      },
    }),
  );
}
