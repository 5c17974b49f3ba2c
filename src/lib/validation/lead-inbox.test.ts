import { describe, expect, it } from 'vitest';
import { DEFAULT_LEAD_QUERY, LEAD_SEARCH_MAX, parseLeadInboxQuery } from './lead-inbox';

describe('parseLeadInboxQuery', () => {
  it('falls back to the default view for anything it does not understand', () => {
    expect(
      parseLeadInboxQuery({ type: 'x', status: 'nope', page: '-3', from: '2026-13-45', to: 'x' }),
    ).toEqual(DEFAULT_LEAD_QUERY);
    expect(DEFAULT_LEAD_QUERY).toEqual({
      type: 'leads',
      status: '',
      owner: '',
      source: '',
      campaign: '',
      from: '',
      to: '',
      q: '',
      page: 1,
    });
  });

  it('keeps a clean view and the first of repeated values', () => {
    expect(
      parseLeadInboxQuery({
        type: 'newsletter',
        status: ['won', 'lost'],
        owner: 'u1',
        source: ' newsletter ',
        campaign: 'spring',
        from: '2026-01-01',
        to: '2026-02-01',
        q: 'a\u0000b   c',
        page: '7',
      }),
    ).toEqual({
      type: 'newsletter',
      status: 'won',
      owner: 'u1',
      source: 'newsletter',
      campaign: 'spring',
      from: '2026-01-01',
      to: '2026-02-01',
      q: 'a b c',
      page: 7,
    });
  });

  it('cuts a long search', () => {
    expect(parseLeadInboxQuery({ q: 'x'.repeat(500) }).q).toHaveLength(LEAD_SEARCH_MAX);
  });
});
