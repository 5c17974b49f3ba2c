import { describe, expect, it } from 'vitest';
import { formatDateTime, postState, postStateText } from './post-state';

const now = new Date('2026-06-01T12:00:00Z');

describe('post state', () => {
  it('tells draft, scheduled, published and archived apart', () => {
    expect(postState({ status: 'draft', published_at: null }, now)).toBe('Draft');
    // A draft with a date is still a draft; an archived post with a future date is archived.
    expect(postState({ status: 'draft', published_at: '2026-12-15T09:00:00Z' }, now)).toBe('Draft');
    expect(postState({ status: 'archived', published_at: '2026-12-15T09:00:00Z' }, now)).toBe(
      'Archived',
    );
    expect(postState({ status: 'published', published_at: '2026-12-15T09:00:00Z' }, now)).toBe(
      'Scheduled',
    );
    expect(postState({ status: 'published', published_at: '2026-05-01T09:00:00Z' }, now)).toBe(
      'Published',
    );
    expect(postState({ status: 'published', published_at: now }, now)).toBe('Published');
    expect(postState({ status: 'published', published_at: null }, now)).toBe('Published');
  });

  it('names the time of a scheduled post, as the preview banner shows it', () => {
    const scheduled = { status: 'published', published_at: new Date('2026-12-15T09:00:00Z') };
    expect(postStateText(scheduled, now, 'UTC')).toBe('Scheduled for Dec 15, 2026, 9:00 AM');
    expect(postStateText(scheduled, now, 'America/New_York')).toBe(
      'Scheduled for Dec 15, 2026, 4:00 AM',
    );
    expect(postStateText({ status: 'draft', published_at: null }, now)).toBe('Draft');
    expect(formatDateTime('2026-03-05T17:30:00Z', 'UTC')).toBe('Mar 5, 2026, 5:30 PM');
  });
});
