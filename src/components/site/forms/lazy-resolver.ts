'use client';

import type { Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose schema code loads on first use (page speed: zod
 * and the schemas are ~100 kB of JavaScript that no visitor needs before touching a form). The
 * form validates with exactly the schema the server uses; `preload` starts the download early,
 * e.g. when a field gets focus, so the first validation does not wait.
 * @param load - imports the resolver, e.g. `() => import('./schemas').then((m) => zodResolver(m.x))`
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any resolver's shape, as zodResolver types it
export function lazyResolver<R extends Resolver<any, any, any>>(
  load: () => Promise<R>,
): { resolver: R; preload: () => void } {
  let loading: Promise<R> | undefined;
  const get = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined; // a failed download is tried again on the next validation
      throw error;
    });
    return loading;
  };
  return {
    resolver: (async (values, context, options) => (await get())(values, context, options)) as R,
    preload: () => void get().catch(() => {}),
  };
}

type LeadSchemas = typeof import('@/lib/validation/leads');

/**
 * The lazy resolver of a public lead form: zod, @hookform/resolvers and the schema module load
 * when the visitor first touches the form, and it validates with the server's schema.
 * @param name - the schema's export name in `@/lib/validation/leads`, e.g. "contactSchema"
 */
export function leadFormResolver<
  K extends 'newsletterSchema' | 'contactSchema' | 'demoRequestSchema',
>(name: K) {
  return lazyResolver(async () => {
    const [{ zodResolver }, schemas] = await Promise.all([
      import('@hookform/resolvers/zod'),
      import('@/lib/validation/leads'),
    ]);
    return zodResolver(schemas[name] as LeadSchemas[K]);
  });
}
