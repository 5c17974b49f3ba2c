/**
 * Runs once when the server starts (never during the build): starts the background job runner
 * (server/jobs/schedule.ts) in the same module graph as the app, so it shares the app's database
 * connection.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build')
    return;
  const { startBackgroundJobs } = await import('./server/jobs/schedule');
  startBackgroundJobs();
}
