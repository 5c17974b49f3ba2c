import { z } from 'zod';

/**
 * zod, configured for the browser's Content-Security-Policy: without `jitless`, zod 4 probes for
 * `new Function` on its first parse, which the public pages' policy (no 'unsafe-eval') reports as
 * a violation (Lighthouse best practices). Every schema module imports `z`
 * from here, so the setting is in place before any schema runs, in the browser and on the server.
 */
z.config({ jitless: true });

export { z };
