import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setDbHandle } from '@/db/client';
import { handleSitemapGet } from '@/server/seo/http';
import { crawlerName, getSitemapCrawlerFetch } from '@/server/seo/service';
import { dbTargets, type TestDatabase } from './helpers/db';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

const get = (agent: string) =>
  handleSitemapGet(
    new Request('http://localhost/sitemap.xml', { headers: { 'user-agent': agent } }),
  );

describe('crawlerName', () => {
  it('names the crawler by its product token', () => {
    expect(crawlerName(GOOGLEBOT)).toBe('Googlebot/2.1');
    expect(
      crawlerName('Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'),
    ).toBe('bingbot/2.0');
    expect(crawlerName('Mozilla/5.0 (compatible; Yahoo! Slurp)')).toBe('Slurp');
    expect(crawlerName('x'.repeat(200))).toHaveLength(80);
  });
});

describe.each(dbTargets())(
  'the sitemap remembers the last search-engine fetch on $name',
  ({ create }) => {
    let t: TestDatabase;
    beforeAll(async () => {
      t = await create();
      setDbHandle(t);
    });
    afterAll(async () => {
      setDbHandle(undefined);
      await t?.dispose();
    });

    it('records a crawler, not a person, and always answers the XML', async () => {
      const person = await get(CHROME);
      expect(person.status).toBe(200);
      expect(await person.text()).toContain('<urlset');
      // Scripts and tools are bots, but not search engines.
      for (const agent of [
        'curl/8.5.0',
        'python-requests/2.32',
        'UptimeRobot/2.0',
        'AhrefsBot/7.0',
      ])
        expect((await get(agent)).status).toBe(200);
      await new Promise((resolve) => setImmediate(resolve));
      expect(await getSitemapCrawlerFetch(t.db)).toBeNull();

      const before = Date.now();
      const bot = await get(GOOGLEBOT);
      expect(bot.status).toBe(200);
      // The record is written after the answer.
      await vi.waitFor(async () => expect(await getSitemapCrawlerFetch(t.db)).not.toBeNull());
      const fetch = (await getSitemapCrawlerFetch(t.db))!;
      expect(fetch.crawler).toBe('Googlebot/2.1');
      expect(fetch.at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    });
  },
);
