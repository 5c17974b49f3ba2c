/**
 * Runs once when the server starts (never during the build): starts the in-process mail outbox
 * sender, the Trash purger, the lead retention pass and the analytics rollup in the same module
 * graph as the app, so it shares the app's database connection.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build')
    return;
  const { startOutboxWorker } = await import('./server/mail/worker');
  startOutboxWorker();
  const { startTrashPurger } = await import('./server/trash/worker');
  startTrashPurger();
  const { startLeadRetention } = await import('./server/privacy/retention');
  startLeadRetention();
  const { startAnalyticsRollup } = await import('./server/analytics/worker');
  startAnalyticsRollup();
}
