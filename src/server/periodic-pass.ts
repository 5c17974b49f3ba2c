import { processSingleton, type RuntimeSlots } from '@/lib/runtime';
import { getLogger } from './log';

/** The timer and run state of a periodic pass, kept once per process in its runtime slot. */
export type PeriodicState = { timer?: NodeJS.Timeout; running: boolean };

/** The runtime slots that hold a {@link PeriodicState}. */
type PeriodicSlot = {
  [K in keyof RuntimeSlots]: RuntimeSlots[K] extends PeriodicState ? K : never;
}[keyof RuntimeSlots];

/**
 * Starts a background pass once per process (the Trash purge; lead retention):
 * `run` every `intervalMs` and once at start, never two at a time in a process
 * (a pass still running when the next is due is skipped). A failed pass is logged as `failure`
 * and the next one runs as planned; the timer does not keep the process alive.
 * @param slot - the owner's runtime slot (declared beside its code as a PeriodicState)
 * @param intervalMs - time between passes, in milliseconds
 */
export function startPeriodicPass(
  slot: PeriodicSlot,
  intervalMs: number,
  run: () => Promise<unknown>,
  failure: string,
): void {
  const s: PeriodicState = processSingleton(slot, () => ({ running: false }));
  if (s.timer) return;
  const pass = async () => {
    if (s.running) return;
    s.running = true;
    try {
      await run();
    } catch (error) {
      getLogger().error({ err: error }, failure);
    } finally {
      s.running = false;
    }
  };
  s.timer = setInterval(() => void pass(), intervalMs);
  s.timer.unref();
  void pass();
}
