import { getDb } from '@/db/client';
import { getEnv } from '@/lib/env';
import { processSingleton } from '@/lib/runtime';
import { getLogger } from '../log';
import { drainWebhooks } from '../webhooks/drain';
import { drainOutbox } from './outbox';

type LaneState = { running: boolean; again: boolean };
type WorkerState = { timer?: NodeJS.Timeout; lanes: Record<Lane, LaneState> };
declare module '@/lib/runtime' {
  interface RuntimeSlots {
    /** The outbox drainer's timer and the run state of each lane (mail, webhooks), one per process. */
    outboxWorker: WorkerState;
  }
}

/**
 * What one pass drains: the mail outbox, and the webhook deliveries. Each lane runs
 * on its own, so a slow webhook receiver never holds up mail, nor mail a webhook.
 * @returns how many rows the pass finished or rescheduled (0 = nothing was due)
 */
const LANES = {
  mail: async () => {
    const r = await drainOutbox({ db: getDb() });
    return r.sent + r.retried + r.dead;
  },
  webhooks: async () => {
    const r = await drainWebhooks({ db: getDb() });
    return r.delivered + r.retried + r.dead;
  },
} satisfies Record<string, () => Promise<number>>;
type Lane = keyof typeof LANES;

function state(): WorkerState {
  return processSingleton('outboxWorker', () => ({
    lanes: {
      mail: { running: false, again: false },
      webhooks: { running: false, again: false },
    },
  }));
}

async function runLane(lane: Lane): Promise<void> {
  const s = state().lanes[lane];
  if (s.running) {
    s.again = true;
    return;
  }
  s.running = true;
  try {
    do {
      s.again = false;
      if ((await LANES[lane]()) > 0) s.again = true;
    } while (s.again);
  } catch (error) {
    getLogger().error({ err: error, lane }, 'outbox pass failed');
  } finally {
    s.running = false;
  }
}

function pass(): void {
  for (const lane of Object.keys(LANES) as Lane[]) void runLane(lane);
}

/**
 * Starts the in-process outbox sender once per process: a pass every MAIL_POLL_MS, plus one right
 * after each submission ({@link kickOutbox}). Each pass drains the mail outbox and the webhook
 * deliveries, each on its own.
 */
export function startOutboxWorker(): void {
  const s = state();
  if (s.timer) return;
  s.timer = setInterval(pass, getEnv().MAIL_POLL_MS);
  s.timer.unref();
  pass();
}

/** Asks the sender for a pass now (after a submission committed, or a webhook was queued). */
export function kickOutbox(): void {
  setImmediate(pass);
}
