import { describe, expect, it } from 'vitest';
import {
  createRedirectHref,
  NOT_FOUND_SEARCH_MAX,
  notFoundHref,
  parseNotFoundQuery,
} from './not-found';

describe('404 monitor view', () => {
  it('reads the URL, falling back to the default on anything odd', () => {
    expect(parseNotFoundQuery({})).toEqual({ q: '', ignored: false, page: 1 });
    expect(parseNotFoundQuery({ nf_q: ' /wp\u0000login ', nf_ignored: '1', nf_page: '3' })).toEqual(
      {
        q: '/wp login',
        ignored: true,
        page: 3,
      },
    );
    expect(parseNotFoundQuery({ nf_page: '-2', nf_ignored: 'yes' })).toMatchObject({
      ignored: false,
      page: 1,
    });
    expect(parseNotFoundQuery({ nf_page: '1.5' }).page).toBe(1);
    expect(parseNotFoundQuery({ nf_q: 'x'.repeat(500) }).q).toHaveLength(NOT_FOUND_SEARCH_MAX);
    expect(parseNotFoundQuery({ nf_q: ['a', 'b'] }).q).toBe('a');
  });

  it('writes the URL back, defaults left out', () => {
    expect(notFoundHref({ q: '', ignored: false, page: 1 })).toBe('/admin/seo');
    expect(notFoundHref({ q: '/a b&c', ignored: true, page: 2 })).toBe(
      '/admin/seo?nf_q=%2Fa+b%26c&nf_ignored=1&nf_page=2',
    );
  });

  it('Create redirect opens the SEO tab with the path prefilled', () => {
    expect(createRedirectHref('/old page?x&y')).toBe(
      '/admin/seo?redirect_from=%2Fold%20page%3Fx%26y',
    );
  });
});
