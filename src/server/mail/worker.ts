import { getDb } from '@/db/client';
import { getEnv } from '@/lib/env';
import { processSingleton } from '@/lib/runtime';
import { getLogger } from '../log';
import { drainOutbox } from './outbox';

type WorkerState = { timer?: NodeJS.Timeout; running: boolean; again: boolean };
declare module '@/lib/runtime' {
  interface RuntimeSlots {
    /** The outbox drainer's timer and run state, one per process. */
    mailWorker: WorkerState;
  }
}

function state(): WorkerState {
  return processSingleton('mailWorker', () => ({ running: false, again: false }));
}

async function pass(): Promise<void> {
  const s = state();
  if (s.running) {
    s.again = true;
    return;
  }
  s.running = true;
  try {
    do {
      s.again = false;
      const r = await drainOutbox({ db: getDb() });
      if (r.sent + r.retried + r.dead > 0) s.again = true;
    } while (s.again);
  } catch (error) {
    getLogger().error({ err: error }, 'outbox pass failed');
  } finally {
    s.running = false;
  }
}

/**
 * Starts the in-process outbox sender once per process: a pass every MAIL_POLL_MS, plus one right
 * after each submission ({@link kickOutbox}).
 */
export function startOutboxWorker(): void {
  const s = state();
  if (s.timer) return;
  s.timer = setInterval(() => void pass(), getEnv().MAIL_POLL_MS);
  s.timer.unref();
  void pass();
}

/** Asks the sender for a pass now (after a submission committed). */
export function kickOutbox(): void {
  setImmediate(() => void pass());
}
