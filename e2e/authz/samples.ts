/**
 * Inputs for the authorization harness: for each admin server action (by exported name) and each
 * admin route handler ("METHOD /path"), a request that SUCCEEDS when a person allowed to send it
 * does. The harness first sends the same request anonymously and as a signed-in person without a
 * role and checks that nothing changed; then, for what an editor may do (issue #21), as the editor,
 * and checks that the data did change; for what only an admin may do (`adminOnly`), as the editor,
 * refused with nothing changed, and then as the admin, with the data changed — so a denied call is
 * proven to be denied, not merely malformed. Entries run in this order and may use what earlier
 * ones created (`ctx`). A new action without an entry fails the harness.
 */
import type { APIRequestContext } from '@playwright/test';
import { HOME_DEFAULTS } from '../../src/lib/pages/home';
import { PNG_1X1 } from './fixtures';

/** Values earlier admin calls produced (ids of created rows). */
export type SampleContext = Record<string, number | string>;

export type ActionSample = {
  /** Reads, as the admin, what the input needs (before any of the calls). */
  prepare?: (ctx: SampleContext, admin: APIRequestContext) => Promise<void>;
  /** The action's single argument. */
  input: (ctx: SampleContext) => unknown;
  /** Keeps what the admin call returned for later entries. */
  after?: (data: unknown, ctx: SampleContext) => void;
  /** Set when the allowed call must not change data (reads); the default is that it does. */
  readOnly?: boolean;
  /** Only an admin may send it (issue #21): an editor is refused; the default is that both may. */
  adminOnly?: boolean;
};

export type RouteSample = {
  /** URL path with dynamic segments filled in. */
  path: (ctx: SampleContext) => string;
  /** multipart/form-data fields, sent in this order. */
  multipart?: (
    ctx: SampleContext,
  ) => Record<string, string | { name: string; mimeType: string; buffer: Buffer }>;
  json?: (ctx: SampleContext) => unknown;
  after?: (body: unknown, ctx: SampleContext) => void;
  readOnly?: boolean;
  /** Only an admin may send it (issue #21); the default is admins and editors. */
  adminOnly?: boolean;
};

const id = (data: unknown) => (data as { id: number }).id;
const pageVersion = (data: unknown) => (data as { page: { version: number } }).page.version;

export const ACTION_SAMPLES: Record<string, ActionSample> = {
  createBannerAction: {
    input: () => ({
      image_url: '/defaults/banners/banner-1.svg',
      redirect_url: '/product',
      is_active: false,
    }),
    after: (data, ctx) => (ctx.banner = id(data)),
  },
  updateBannerAction: {
    input: (ctx) => ({
      id: ctx.banner,
      image_url: '/defaults/banners/banner-1.svg',
      redirect_url: '/about',
      is_active: false,
      headline: 'Harness words',
      subtext: 'Drawn over the image',
      cta_label: 'Read more',
    }),
  },
  // History of a record (issue #22 §3): the banner's create and update are its two revisions.
  restoreRecordRevisionAction: {
    prepare: async (ctx, admin) => {
      const res = await admin.get(`/api/admin/revisions?kind=banner&id=${ctx.banner}`);
      ctx.bannerRevisionOld = ((await res.json()) as { data: { id: number }[] }).data.at(-1)!.id;
    },
    input: (ctx) => ({ kind: 'banner', id: ctx.bannerRevisionOld }),
  },
  moveBannerAction: { input: (ctx) => ({ id: ctx.banner, direction: 'up' }) },
  // Every banner (the seeded ones and the harness's), in reverse: something always moves.
  reorderBannersAction: {
    input: (ctx) => ({
      ids: [
        ...String(ctx.bannerIds).split(',').filter(Boolean).map(Number),
        Number(ctx.banner),
      ].reverse(),
    }),
  },
  deleteBannerAction: { input: (ctx) => ({ id: ctx.banner }) },

  // The Pages section: a draft, its publication, a restore of it as the draft, then discarding it.
  savePageDraftAction: {
    input: (ctx) => ({
      key: 'home',
      content: { ...HOME_DEFAULTS, hero: { ...HOME_DEFAULTS.hero, title: 'Harness draft' } },
      version: Number(ctx.pageVersion ?? 0),
    }),
    after: (data, ctx) => (ctx.pageVersion = pageVersion(data)),
  },
  schedulePageAction: {
    input: (ctx) => ({
      key: 'home',
      content: { ...HOME_DEFAULTS, hero: { ...HOME_DEFAULTS.hero, title: 'Harness scheduled' } },
      version: ctx.pageVersion,
      publishAt: '2099-01-01T09:00:00+01:00',
    }),
    after: (data, ctx) => (ctx.pageVersion = pageVersion(data)),
    // With reviews on (the default), an Editor requests one instead.
    adminOnly: true,
  },
  cancelPageScheduleAction: {
    input: (ctx) => ({ key: 'home', version: ctx.pageVersion }),
    after: (data, ctx) => (ctx.pageVersion = pageVersion(data)),
  },
  requestPageReviewAction: {
    input: (ctx) => ({ key: 'home', version: ctx.pageVersion }),
    after: (data, ctx) => (ctx.pageVersion = pageVersion(data)),
  },
  sendBackPageAction: {
    input: (ctx) => ({ key: 'home', version: ctx.pageVersion, note: 'Shorter, please' }),
    after: (data, ctx) => (ctx.pageVersion = pageVersion(data)),
    adminOnly: true,
  },
  savePageReviewSettingAction: { input: () => ({ required: true }), adminOnly: true },
  publishPageAction: {
    adminOnly: true,
    input: (ctx) => ({
      key: 'home',
      content: { ...HOME_DEFAULTS, hero: { ...HOME_DEFAULTS.hero, title: 'Harness published' } },
      version: ctx.pageVersion,
    }),
    after: (data, ctx) => {
      ctx.pageVersion = pageVersion(data);
      ctx.page = (data as { page: { id: number } }).page.id;
    },
  },
  restorePageRevisionAction: {
    prepare: async (ctx, admin) => {
      const res = await admin.get(`/api/admin/revisions?kind=page&id=${ctx.page}`);
      ctx.pageRevision = ((await res.json()) as { data: { id: number }[] }).data[0]!.id;
    },
    input: (ctx) => ({ key: 'home', id: ctx.pageRevision, version: ctx.pageVersion }),
    after: (data, ctx) => (ctx.pageVersion = pageVersion(data)),
  },
  discardPageDraftAction: {
    input: (ctx) => ({ key: 'home', version: ctx.pageVersion }),
    after: (data, ctx) => (ctx.pageVersion = pageVersion(data)),
  },
  createLandingPageAction: {
    // Each allowed call creates a page of its own, at an address of its own.
    input: (ctx) => ({
      title: 'Harness landing page',
      path: `/harness-landing-${(ctx.landingPages = Number(ctx.landingPages ?? 0) + 1)}`,
    }),
    after: (data, ctx) => (ctx.landingKey = (data as { page: { key: string } }).page.key),
  },
  deleteLandingPageAction: { input: (ctx) => ({ key: ctx.landingKey }) },
  checkLandingPathAction: { input: () => ({ path: '/harness-free' }), readOnly: true },

  createResourceAction: {
    input: () => ({
      name: 'Harness resource',
      category: 'Guides',
      file_url: '/downloads/harness.pdf',
      is_active: false,
    }),
    after: (data, ctx) => (ctx.resource = id(data)),
  },
  updateResourceAction: {
    input: (ctx) => ({
      id: ctx.resource,
      name: 'Harness resource v2',
      category: 'Tools',
      file_url: '/downloads/harness.pdf',
      is_active: false,
    }),
  },
  deleteResourceAction: { input: (ctx) => ({ id: ctx.resource }) },

  createPostAction: {
    input: () => ({ title: 'Harness post', slug: 'harness-post', content: '<p>Draft</p>' }),
    after: (data, ctx) => (ctx.post = id(data)),
  },
  updatePostAction: {
    input: (ctx) => ({
      id: ctx.post,
      post: { title: 'Harness post v2', slug: 'harness-post', content: '<p>Still a draft</p>' },
    }),
  },
  // History and autosave (issue #22 §2, §3), before the post is deleted.
  autosavePostAction: {
    input: (ctx) => ({
      id: ctx.post,
      post: { title: 'Half typed', slug: 'half-typed', content: '<p>draft</p>', status: 'draft' },
    }),
  },
  discardAutosaveAction: { input: (ctx) => ({ id: ctx.post }) },
  // Shared preview links (issue #22 §6), before the post is deleted.
  createPreviewLinkAction: {
    input: (ctx) => ({ post_id: ctx.post, days: 3 }),
    after: (data, ctx) => (ctx.previewLink = id(data)),
  },
  revokePreviewLinkAction: { input: (ctx) => ({ id: ctx.previewLink }) },
  bulkPostStatusAction: { input: (ctx) => ({ ids: [ctx.post], op: 'archive' }) },
  deletePostAction: { input: (ctx) => ({ id: ctx.post }) },
  // The first demo post seeded on the harness's own server (ids start at 1 on a fresh database).
  bulkDeletePostsAction: { input: () => ({ ids: [1] }) },
  createCategoryAction: {
    input: () => ({ name: 'Harness Category' }),
    after: (data, ctx) => (ctx.category = id(data)),
  },
  renameCategoryAction: { input: (ctx) => ({ id: ctx.category, name: 'Harness Category 2' }) },
  // Last in the list, so it can move up.
  moveCategoryAction: { input: (ctx) => ({ id: ctx.category, direction: 'up' }) },
  deleteCategoryAction: { input: (ctx) => ({ id: ctx.category }) },

  // Page slots: the harness's own slot item (homepage CRA logo on the main server).
  uploadSlotMediaAction: {
    input: () => ({
      file_url: '/defaults/cra-logo.svg',
      file_type: 'image/svg+xml',
      size: 2048,
      original_filename: 'cra-logo.svg',
      slot_id: 'why-cra-logo',
      alt_text: 'Canadian Rental Association',
    }),
    after: (data, ctx) => (ctx.slotMedia = id(data)),
  },
  replaceSlotMediaAction: {
    input: (ctx) => ({
      id: ctx.slotMedia,
      file_url: '/defaults/cra-logo-navy.svg',
      file_type: 'image/svg+xml',
      size: 4096,
      original_filename: 'cra-logo-navy.svg',
    }),
  },
  updateSlotMediaAction: {
    input: (ctx) => ({
      id: ctx.slotMedia,
      name: 'CRA logo',
      alt_text: 'Canadian Rental Association member',
      seo_title: 'CRA',
    }),
  },
  setMediaActiveAction: { input: (ctx) => ({ id: ctx.slotMedia, is_active: false }) },
  // The switched-off item is put back in its slot.
  restoreSlotItemAction: { input: (ctx) => ({ id: ctx.slotMedia }) },
  // The file the replace above took the place of comes back.
  putBackPreviousFileAction: { input: (ctx) => ({ id: ctx.slotMedia }) },
  assignMediaToSlotAction: {
    // Assigning needs an active item in no slot: the one e2e/fixtures/serve.ts seeds.
    input: (ctx) => ({ id: ctx.storedMedia, slot_id: 'why-ara-logo' }),
    after: (data, ctx) => {
      const replaced = (data as { replacedId: number | null }).replacedId;
      if (replaced) ctx.assignReplaced = replaced;
    },
  },
  // The assignment's Undo: the stored item goes back to the library.
  undoSlotChangeAction: {
    input: (ctx) => ({
      id: ctx.storedMedia,
      slot_id: 'why-ara-logo',
      previous_id: ctx.assignReplaced ?? null,
    }),
  },
  deleteMediaAction: { input: (ctx) => ({ id: ctx.slotMedia }) },

  createVideoAction: {
    input: () => ({
      title: 'Harness video',
      video_url: 'https://youtu.be/aqz-KE-bpKQ',
      is_active: false,
    }),
    after: (data, ctx) => (ctx.video = (data as { id: string }).id),
  },
  updateVideoAction: {
    input: (ctx) => ({
      id: ctx.video,
      title: 'Harness video v2',
      video_url: 'https://vimeo.com/76979871',
      is_active: false,
    }),
  },
  deleteVideoAction: { input: (ctx) => ({ id: ctx.video }) },
  // The Trash (issue #22 item 5): the deletes above moved these records there.
  restoreTrashItemAction: { input: (ctx) => ({ kind: 'video', id: ctx.video }) },
  purgeTrashItemAction: { input: (ctx) => ({ kind: 'banner', id: ctx.banner }) },
  // The post too: the History reads below read its revisions.
  restoreTrashItemsAction: {
    input: (ctx) => ({
      items: [
        { kind: 'resource', id: ctx.resource },
        { kind: 'post', id: ctx.post },
      ],
    }),
  },
  purgeTrashItemsAction: { input: (ctx) => ({ items: [{ kind: 'media', id: ctx.slotMedia }] }) },
  emptyTrashAction: { input: () => ({ confirm: true }) },

  createLibraryMediaAction: {
    input: () => ({
      name: 'harness-photo',
      alt_text: 'Harness photo',
      file_url: '/defaults/team-1.svg',
      flow: 'store',
    }),
    after: (data, ctx) => (ctx.libraryMedia = id(data)),
  },
  updateLibraryMediaAction: {
    input: (ctx) => ({
      id: ctx.libraryMedia,
      media: { name: 'harness-photo-2', alt_text: 'Harness', file_url: '/defaults/team-2.svg' },
    }),
  },
  duplicateMediaAction: { input: (ctx) => ({ id: ctx.libraryMedia }) },

  generateSitemapAction: { input: () => ({}) },

  // The lead inbox (issue #24): masked reads and working a lead for editors and admins; unmasked
  // reads (audited, so they change data) and deleting spam for admins only. Seeded leads.
  leadDetailAction: { input: (ctx) => ({ id: ctx.harnessLead }), readOnly: true },
  listLeadsUnmaskedAction: { input: () => ({ type: 'leads', status: 'spam' }), adminOnly: true },
  leadDetailUnmaskedAction: { input: (ctx) => ({ id: ctx.harnessLead }), adminOnly: true },
  setLeadStatusAction: { input: (ctx) => ({ id: ctx.harnessLead, status: 'contacted' }) },
  assignLeadAction: { input: (ctx) => ({ id: ctx.harnessLead, owner: ctx.spareUserId }) },
  addLeadNoteAction: { input: (ctx) => ({ id: ctx.harnessLead, body: 'Harness note' }) },
  markNotSpamAction: { input: (ctx) => ({ id: ctx.harnessSpamLead }) },
  deleteSpamLeadAction: { input: (ctx) => ({ id: ctx.harnessSpamLead2 }), adminOnly: true },

  // Privacy requests and retention (issue #24 §5): admins only, each audited (so each changes data).
  findByEmailAction: {
    input: () => ({ email: 'harness.lead@harness-leads.test' }),
    adminOnly: true,
  },
  exportByEmailAction: {
    input: () => ({ email: 'harness.lead@harness-leads.test' }),
    adminOnly: true,
  },
  setLeadRetentionAction: { input: () => ({ months: 120 }), adminOnly: true },
  eraseByEmailAction: {
    input: () => ({ email: 'nobody.here@harness-leads.test' }),
    adminOnly: true,
  },

  // The Team section (issue #21): admins only. The spare editor is the one changed.
  inviteMemberAction: {
    input: () => ({ email: 'harness.invite@lizit.com', role: 'editor' }),
    after: (data, ctx) => (ctx.invitation = id(data)),
    adminOnly: true,
  },
  resendInvitationAction: { input: (ctx) => ({ id: ctx.invitation }), adminOnly: true },
  revokeInvitationAction: { input: (ctx) => ({ id: ctx.invitation }), adminOnly: true },
  changeMemberRoleAction: {
    input: (ctx) => ({ userId: ctx.spareUserId, role: 'admin' }),
    adminOnly: true,
  },
  setMemberActiveAction: {
    input: (ctx) => ({ userId: ctx.spareUserId, active: false }),
    adminOnly: true,
  },
  // Audited even when the person has no session, so the admin call changes data.
  signOutEverywhereAction: { input: (ctx) => ({ userId: ctx.spareUserId }), adminOnly: true },

  importMediaAction: { input: () => ({}) },
  runMigrationAction: { input: () => ({}) },
  // Redirects (issue #23 §2): the rules of the SEO & Sitemap tab.
  createRedirectAction: {
    input: () => ({ from_path: '/harness-redirect-old', target: '/about', status: 301 }),
    after: (data, ctx) => (ctx.redirect = id(data)),
  },
  updateRedirectAction: {
    input: (ctx) => ({
      id: ctx.redirect,
      rule: { from_path: '/harness-redirect-old', target: '/product', status: 302 },
    }),
  },
  importRedirectsAction: {
    input: () => ({
      rows: [{ line: 2, from: '/harness-redirect-csv', to: '/about', status: '301' }],
    }),
  },
  deleteRedirectAction: { input: (ctx) => ({ id: ctx.redirect }) },
  // Settings, admins only: who is notified of leads; the booking providers' webhook secrets.
  saveNotificationSettingsAction: {
    input: () => ({
      recipients: {
        demo_request: { members: [], emails: ['harness.notify@lizit.com'] },
        general_inquiry: { members: [], emails: [] },
        newsletter_signup: { members: [], emails: [] },
      },
      confirmation: { enabled: false, subject: 'Harness', body: 'Harness {name}' },
    }),
    adminOnly: true,
  },
  saveBookingWebhookAction: {
    input: () => ({ calcom: 'harness-secret-0123456789', calendly: '' }),
    adminOnly: true,
  },
  // Webhooks (issue #24 §4), admins only. The endpoint posts to a closed port: its test delivery
  // fails in the background, which changes only the columns the digest leaves out.
  createWebhookEndpointAction: {
    input: () => ({
      name: 'Harness hook',
      url: 'http://127.0.0.1:9/harness-hook',
      events: ['lead.created'],
      format: 'standard',
      is_active: true,
    }),
    after: (data, ctx) => (ctx.webhook = id(data)),
    adminOnly: true,
  },
  updateWebhookEndpointAction: {
    input: (ctx) => ({
      id: ctx.webhook,
      endpoint: {
        name: 'Harness hook (edited)',
        url: 'http://127.0.0.1:9/harness-hook',
        events: ['lead.created', 'newsletter.subscribed'],
        format: 'slack',
        is_active: true,
      },
    }),
    adminOnly: true,
  },
  rotateWebhookSecretAction: { input: (ctx) => ({ id: ctx.webhook }), adminOnly: true },
  sendWebhookTestAction: {
    input: (ctx) => ({ id: ctx.webhook }),
    after: (data, ctx) => (ctx.webhookDelivery = (data as { deliveryId: number }).deliveryId),
    adminOnly: true,
  },
  retryWebhookDeliveryAction: { input: (ctx) => ({ id: ctx.webhookDelivery }), adminOnly: true },
  deleteWebhookEndpointAction: { input: (ctx) => ({ id: ctx.webhook }), adminOnly: true },

  // The Newsletter section: Editors write campaigns and send tests; sending, scheduling and holding
  // campaigns back is an admin's while the setting (saved off here) keeps Editors from it. Pause,
  // resume and cancel act on the campaign serve.ts seeded as sending with no copy left to send, so
  // nothing goes out behind the harness's back.
  createCampaignAction: {
    input: () => ({
      kind: 'issue',
      subject: 'Harness issue',
      body_html: '<p>Harness words</p>',
      from_name: 'Lizit',
      segment: { campaign: 'harness-nobody' },
    }),
    after: (data, ctx) => (ctx.newsletterCampaign = id(data)),
  },
  updateCampaignAction: {
    input: (ctx) => ({
      id: ctx.newsletterCampaign,
      version: 1,
      campaign: {
        kind: 'issue',
        subject: 'Harness issue v2',
        body_html: '<p>Harness words</p>',
        from_name: 'Lizit',
        segment: { campaign: 'harness-nobody' },
      },
    }),
  },
  previewCampaignAction: { input: (ctx) => ({ id: ctx.newsletterCampaign }), readOnly: true },
  campaignSegmentSizeAction: { input: () => ({ source: 'linkedin' }), readOnly: true },
  sendTestCampaignAction: {
    input: (ctx) => ({ id: ctx.newsletterCampaign, to: 'harness.test@lizit.com' }),
  },
  saveNewsletterSettingsAction: { input: () => ({ editorsMaySend: false }), adminOnly: true },
  scheduleCampaignAction: {
    input: (ctx) => ({ id: ctx.newsletterCampaign, at: '2099-01-01T09:00:00+01:00' }),
    adminOnly: true,
  },
  unscheduleCampaignAction: { input: (ctx) => ({ id: ctx.newsletterCampaign }), adminOnly: true },
  pauseCampaignAction: { input: (ctx) => ({ id: ctx.sendingCampaign }), adminOnly: true },
  resumeCampaignAction: { input: (ctx) => ({ id: ctx.sendingCampaign }), adminOnly: true },
  cancelCampaignAction: { input: (ctx) => ({ id: ctx.sendingCampaign }), adminOnly: true },
  deleteCampaignAction: { input: (ctx) => ({ id: ctx.newsletterCampaign }) },
  // "Send as newsletter" of a published post of the demo content.
  createArticleCampaignAction: {
    prepare: async (ctx, admin) => {
      for (let n = 1; n <= 40 && ctx.publishedPost === undefined; n++) {
        const res = await admin.get(`/api/admin/posts/${n}`);
        if (!res.ok()) continue;
        const post = ((await res.json()) as { data: { status: string; published_at: string } })
          .data;
        if (post.status === 'published' && Date.parse(post.published_at) <= Date.now())
          ctx.publishedPost = n;
      }
    },
    input: (ctx) => ({ post_id: ctx.publishedPost }),
  },

  // The 404 monitor (issue #23 §3): the row e2e/fixtures/serve.ts seeded.
  ignoreNotFoundPathAction: { input: (ctx) => ({ id: ctx.notFoundPath }) },
  unignoreNotFoundPathAction: { input: (ctx) => ({ id: ctx.notFoundPath }) },
};

export const ROUTE_SAMPLES: Record<string, RouteSample> = {
  // The back office's reads, after the actions: the harness post has revisions and is back from
  // the Trash. Routes run in path order: the revision list keeps two ids for the next two.
  'GET /api/admin/leads/retention-preview': {
    path: () => '/api/admin/leads/retention-preview?months=24',
    readOnly: true,
    adminOnly: true,
  },
  'GET /api/admin/media-import/scan': {
    path: () => '/api/admin/media-import/scan',
    readOnly: true,
  },
  'GET /api/admin/posts/[id]': { path: (ctx) => `/api/admin/posts/${ctx.post}`, readOnly: true },
  'GET /api/admin/posts/[id]/preview-links': {
    path: (ctx) => `/api/admin/posts/${ctx.post}/preview-links`,
    readOnly: true,
  },
  'GET /api/admin/redirects': { path: () => '/api/admin/redirects?q=harness', readOnly: true },
  'GET /api/admin/redirects/export': { path: () => '/api/admin/redirects/export', readOnly: true },
  'GET /api/admin/revisions': {
    path: (ctx) => `/api/admin/revisions?kind=post&id=${ctx.post}`,
    after: (body, ctx) => {
      const list = (body as { data: { id: number }[] }).data;
      ctx.revisionNew = list[0]!.id;
      ctx.revisionOld = list.at(-1)!.id;
    },
    readOnly: true,
  },
  'GET /api/admin/revisions/[id]': {
    path: (ctx) => `/api/admin/revisions/${ctx.revisionOld}`,
    readOnly: true,
  },
  'GET /api/admin/revisions/diff': {
    path: (ctx) =>
      `/api/admin/revisions/diff?kind=post&from=${ctx.revisionOld}&to=${ctx.revisionNew}`,
    readOnly: true,
  },
  'GET /api/admin/webhooks/deliveries': {
    path: () => '/api/admin/webhooks/deliveries',
    readOnly: true,
    adminOnly: true,
  },
  'POST /api/admin/bulk-articles': {
    path: () => '/api/admin/bulk-articles',
    json: () => ({ articles: [{ title: 'Harness Bulk Article', keyword: 'harness keyword' }] }),
  },
  // A form POST (issue #18 item 6); an unmasked export is audited, so the admin call changes data.
  'POST /api/admin/leads/export': {
    path: () => '/api/admin/leads/export',
    multipart: () => ({ table: 'general_inquiries', mask: '0' }),
    adminOnly: true,
  },
  'POST /api/admin/uploads': {
    path: () => '/api/admin/uploads',
    multipart: () => ({
      purpose: 'banner-image',
      file: { name: 'harness.png', mimeType: 'image/png', buffer: PNG_1X1 },
    }),
  },
};
