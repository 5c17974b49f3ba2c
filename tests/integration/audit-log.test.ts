import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit_log } from '@/db/schema';
import { auditChange } from '@/server/audit/log';
import { dbTargets, type TestDatabase } from './helpers/db';

describe.each(dbTargets())('auditChange ($name)', ({ create }) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await create();
  });
  afterAll(async () => {
    await t.dispose();
  });

  const newest = async () =>
    (await t.db.select().from(audit_log).orderBy(desc(audit_log.id)).limit(1))[0]!;

  it.each([
    ['banner.delete', 'homepage_banners'],
    ['invitation.create', 'admin_invitations'],
    ['media.slot_assign', 'site_media'],
    ['post.update', 'blog_posts'],
    ['post_category.rename', 'post_categories'],
    ['resource.create', 'downloadable_resources'],
    ['team.role_change', 'admin_users'],
    ['video.delete', 'video_content'],
  ] as const)('records %s against %s, with its actor, id and details', async (action, type) => {
    await auditChange(t.db, null, action, 42, { note: action });
    expect(await newest()).toMatchObject({
      actor_user_id: null,
      action,
      resource_type: type,
      resource_id: '42',
      details: { note: action },
    });
  });

  it('records a write to many records without a resource id or details', async () => {
    await auditChange(t.db, null, 'media.import', null);
    expect(await newest()).toMatchObject({
      action: 'media.import',
      resource_type: 'site_media',
      resource_id: null,
      details: null,
    });
  });
});
