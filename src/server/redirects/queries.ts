import 'server-only';
import { getDb } from '@/db/client';
import { listRedirects, type RedirectRow } from './service';

/**
 * The Redirects section's first list, for the SEO & Sitemap tab's server panel.
 * @returns up to REDIRECT_LIST_LIMIT rules by from-path, and how many there are
 */
export async function loadRedirectList(): Promise<{ rows: RedirectRow[]; total: number }> {
  return listRedirects(getDb());
}
