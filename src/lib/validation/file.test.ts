import { describe, expect, it } from 'vitest';
import { validateFile } from './file';

const MB = 1024 * 1024;

describe('validateFile (public-site.md §5 file helper)', () => {
  it('accepts a normal file under the default 10 MB', () => {
    expect(validateFile({ name: 'guide.pdf', size: 2 * MB, type: 'application/pdf' })).toBeNull();
  });
  it('rejects files over the limit with the size message', () => {
    expect(validateFile({ name: 'big.pdf', size: 10 * MB + 1 })).toBe(
      'File size must be less than 10MB',
    );
    expect(validateFile({ name: 'img.png', size: 3 * MB }, { maxMb: 2 })).toBe(
      'File size must be less than 2MB',
    );
  });
  it.each([
    'setup.exe',
    'run.BAT',
    'x.cmd',
    'y.scr',
    'z.vbs',
    'app.js',
    'lib.jar',
    'c.com',
    'p.pif',
    'invoice.pdf.exe',
  ])('rejects %s for security reasons', (name) => {
    expect(validateFile({ name, size: 10 })).toBe('File type not allowed for security reasons');
  });
  it('lists the allowed types when a type is not allowed', () => {
    expect(
      validateFile(
        { name: 'a.gif', size: 10, type: 'image/gif' },
        { allowedTypes: ['image/png', 'image/jpeg'] },
      ),
    ).toBe('File type not allowed. Allowed types: image/png, image/jpeg');
    expect(
      validateFile({ name: 'a.png', size: 10, type: 'image/png' }, { allowedTypes: ['image/png'] }),
    ).toBeNull();
  });
});
