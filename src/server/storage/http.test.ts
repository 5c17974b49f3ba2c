import { describe, expect, it } from 'vitest';
import { attachmentDisposition, contentDispositionFor } from './http';

describe('attachmentDisposition (RFC 6266)', () => {
  it('gives an ASCII filename and the exact name in filename*', () => {
    expect(attachmentDisposition('Counter Checklist.pdf')).toBe(
      `attachment; filename="Counter Checklist.pdf"; filename*=UTF-8''Counter%20Checklist.pdf`,
    );
    expect(attachmentDisposition('Prix – été (2026).pdf')).toBe(
      `attachment; filename="Prix _ _t_ (2026).pdf"; filename*=UTF-8''Prix%20%E2%80%93%20%C3%A9t%C3%A9%20%282026%29.pdf`,
    );
  });

  it('never lets quotes, slashes or line breaks into the header', () => {
    const header = attachmentDisposition('a"b\\c/d\r\nSet-Cookie: x=1.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.split('filename="')[1]!.split('"')[0]).toBe('a_b_c_d__Set-Cookie_ x_1.pdf');
  });

  it('is used for a resource download even when the type would show inline', () => {
    expect(contentDispositionFor('a/x.png', 'image/png')).toBeNull();
    expect(contentDispositionFor('a/x.png', 'image/png', 'Floor plan.png')).toMatch(
      /^attachment; filename="Floor plan.png"/,
    );
  });
});
