import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { audit_log, homepage_banners, user } from '@/db/schema';
import { bannerReorderSchema, bannerSchema } from '@/lib/validation/banners';
import { ActionError } from '@/server/actions/errors';
import { createBanner, reorderBanners } from '@/server/banners/service';
import { dbTargets, type TestDatabase } from './helpers/db';

const ADMIN = 'reorder-admin';

describe.each(dbTargets())(
  'banner drag-and-drop order on $name (issue #20 item 12)',
  ({ create }) => {
    let t: TestDatabase;
    beforeAll(async () => {
      t = await create();
      await t.db.insert(user).values({ id: ADMIN, name: 'Admin', email: 'r@lizit.com' });
    });
    afterAll(async () => t.dispose());
    beforeEach(async () => {
      await t.db.delete(homepage_banners);
    });

    const add = (n: number) =>
      createBanner(
        t.db,
        bannerSchema.parse({ image_url: `/storage/home-banners/${n}.png`, redirect_url: `/b${n}` }),
        ADMIN,
      );
    const order = async () =>
      (
        await t.db
          .select({ url: homepage_banners.redirect_url, i: homepage_banners.order_index })
          .from(homepage_banners)
          .orderBy(asc(homepage_banners.order_index))
      ).map((r) => `${r.url}@${r.i}`);

    it('puts the banners in the order given, numbered 0..n-1, and audits it', async () => {
      const [a, b, c] = [await add(1), await add(2), await add(3)];
      expect(await reorderBanners(t.db, [c.id, a.id, b.id], ADMIN)).toBe(true);
      expect(await order()).toEqual(['/b3@0', '/b1@1', '/b2@2']);
      const audits = await t.db
        .select({ details: audit_log.details })
        .from(audit_log)
        .where(eq(audit_log.action, 'banner.reorder'));
      expect(audits.at(-1)!.details).toEqual({ ids: [c.id, a.id, b.id] });
      // The same order again changes nothing.
      expect(await reorderBanners(t.db, [c.id, a.id, b.id], ADMIN)).toBe(false);
    });

    it('refuses an order that is not exactly the banners there are (409), changing nothing', async () => {
      const [a, b] = [await add(1), await add(2)];
      for (const ids of [[a.id], [a.id, b.id, 999_999], [b.id, 999_999]]) {
        await expect(reorderBanners(t.db, ids, ADMIN)).rejects.toMatchObject({ status: 409 });
        await expect(reorderBanners(t.db, ids, ADMIN)).rejects.toBeInstanceOf(ActionError);
      }
      expect(await order()).toEqual(['/b1@0', '/b2@1']);
    });

    it('validates the input: ids once each, whole positive numbers, at most 100', () => {
      const ok = (ids: unknown) => bannerReorderSchema.safeParse({ ids }).success;
      expect(ok([3, 1, 2])).toBe(true);
      expect(ok([1, 1])).toBe(false);
      expect(ok([])).toBe(false);
      expect(ok([-1])).toBe(false);
      expect(ok(['1; drop table'])).toBe(false);
      expect(ok(Array.from({ length: 101 }, (_, i) => i + 1))).toBe(false);
    });
  },
);
