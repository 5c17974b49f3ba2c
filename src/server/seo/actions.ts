'use server';

import { z } from 'zod';
import { adminAction } from '../actions/admin-action';
import { recordAudit } from '../audit/log';
import { buildLiveSitemap } from './queries';
import { recordSitemapGenerated } from './service';

/**
 * Generate Sitemap (back-office.md §2 "SEO & Sitemap tab", §4): builds the same document the live
 * /sitemap.xml serves, records the generation time, and returns the XML with its counts.
 */
export const generateSitemapAction = adminAction(
  'sitemap.generate',
  'content',
  z.object({}),
  async (_input, admin, db) => {
    const now = new Date();
    const sitemap = await buildLiveSitemap(now);
    await db.transaction(async (tx) => {
      await recordSitemapGenerated(tx, now);
      await recordAudit(tx, {
        actorUserId: admin.id,
        action: 'sitemap.generate',
        details: { urls: sitemap.stats.totalUrls },
      });
    });
    return { ...sitemap, generatedAt: now.toISOString() };
  },
);
