// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { CampaignListItem } from '@/server/newsletter/campaigns';
import { renderRootPerTest } from '../test-root';

vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn() }) }));
vi.mock('next/link', () => ({
  default: ({ href, children, ...props }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
}));
vi.mock('@/server/newsletter/actions', () => ({ saveNewsletterSettingsAction: vi.fn() }));

const { CampaignList } = await import('./campaign-list');

const dom = renderRootPerTest();

const results = {
  recipients: 120,
  sent: 118,
  pending: 0,
  failed: 1,
  bounced: 1,
  skipped: 0,
  unsubscribed: 3,
  clicks: 42,
  demoRequests: 2,
  contacts: 1,
  links: [],
};

const sent: CampaignListItem = {
  id: 4,
  slug: 'spring-news-4',
  subject: 'Spring news',
  kind: 'issue',
  status: 'sent',
  scheduled_at: new Date('2026-04-01T07:00:00Z'),
  started_at: new Date('2026-04-01T07:00:00Z'),
  finished_at: new Date('2026-04-01T07:05:00Z'),
  updated_at: new Date('2026-04-01T07:05:00Z'),
  results,
};

const draft: CampaignListItem = {
  ...sent,
  id: 5,
  slug: 'may-5',
  subject: 'May ideas',
  kind: 'article',
  status: 'draft',
  scheduled_at: null,
  started_at: null,
  finished_at: null,
  results: { ...results, recipients: 0, sent: 0 },
};

const text = () => dom.container.textContent ?? '';

describe('the Newsletter list', () => {
  it('says there are no campaigns yet and offers to write one', async () => {
    await act(async () =>
      dom.root.render(<CampaignList campaigns={[]} editorsMaySend={false} role="editor" />),
    );
    expect(text()).toContain('No campaigns yet');
    const links = [...dom.container.querySelectorAll('a')];
    expect(links.map((a) => [a.textContent?.trim(), a.getAttribute('href')])).toEqual([
      ['New campaign', '/admin/newsletter/new'],
    ]);
    expect(text()).toContain('You write campaigns; an admin sends them.');
    // The Editors-may-send switch is an admin's.
    expect(dom.container.querySelector('input[type="checkbox"]')).toBeNull();
  });

  it('shows each campaign with its kind, state and, once it went out, its results', async () => {
    await act(async () =>
      dom.root.render(<CampaignList campaigns={[draft, sent]} editorsMaySend role="admin" />),
    );
    const rows = [...dom.container.querySelectorAll('[data-testid="campaign-row"]')];
    expect(
      rows.map((r) => r.querySelector('[data-testid="campaign-status"]')?.textContent),
    ).toEqual(['Draft', 'Sent']);
    expect(rows[0]!.textContent).toContain('Article');
    expect(rows[0]!.querySelector('[data-testid="campaign-row-results"]')).toBeNull();
    const figures = [...rows[1]!.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(figures).toEqual([
      ['Recipients', '120'],
      ['Sent', '118'],
      ['Failed', '1'],
      ['Bounced', '1'],
      ['Unsubscribed', '3'],
      ['Link clicks', '42'],
      ['Demo requests', '2'],
      ['Contacts', '1'],
    ]);
    expect(rows[1]!.querySelector('a')?.getAttribute('href')).toBe('/admin/newsletter/4');
    const setting = dom.container.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    expect(setting.checked).toBe(true);
  });
});
