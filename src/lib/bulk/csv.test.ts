import { describe, expect, it } from 'vitest';
import { itCases } from '@/test/cases';
import {
  batches,
  BULK_BATCH_SIZE,
  BULK_MESSAGES,
  BULK_PREVIEW_ROWS,
  isCsvFile,
  parseBulkCsv,
  previewRows,
  progressPercent,
} from './csv';

const rows = (text: string) => {
  const result = parseBulkCsv(text);
  if (!result.ok) throw new Error('expected rows');
  return result.rows;
};

describe('BULK_MESSAGES', () => {
  it('holds the exact texts of back-office.md §8', () => {
    expect(BULK_MESSAGES.invalidType).toEqual({
      title: 'Invalid file type',
      description: 'Please upload a CSV file',
    });
    expect(BULK_MESSAGES.invalidFormat).toEqual({
      title: 'Invalid CSV format',
      description: "CSV must contain 'title' and 'keyword' columns",
    });
    expect(BULK_MESSAGES.uploaded(12)).toEqual({
      title: 'CSV uploaded successfully',
      description: 'Found 12 articles to generate',
    });
    expect(BULK_MESSAGES.notAuthenticated).toBe('Not authenticated');
    expect(BULK_MESSAGES.generationFailed).toBe('Generation failed');
    expect(BULK_MESSAGES.completed(8, 2)).toEqual({
      title: 'Bulk generation completed',
      description: '8 articles generated successfully, 2 failed',
    });
  });
});

describe('isCsvFile', () => {
  itCases('%o → %s', isCsvFile, [
    [{ name: 'list.csv', type: 'text/csv' }, true],
    [{ name: 'list.txt', type: 'text/csv' }, true],
    [{ name: 'list.csv', type: 'TEXT/CSV; charset=utf-8' }, true],
    [{ name: 'list.csv', type: 'application/vnd.ms-excel' }, true],
    [{ name: 'LIST.CSV', type: '' }, true],
    [{ name: 'list.xls', type: 'application/vnd.ms-excel' }, false],
    [{ name: 'list', type: '' }, false],
    [{ name: 'list.txt', type: 'text/plain' }, false],
    [{ name: 'list.csv', type: 'text/plain' }, false],
    [
      {
        name: 'list.xlsx',
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      },
      false,
    ],
    [{ name: 'photo.png', type: 'image/png' }, false],
  ]);
});

describe('parseBulkCsv', () => {
  it('reads title and keyword columns, trimming values', () => {
    expect(rows('title,keyword\n  First post , inventory \nSecond,billing\n')).toEqual([
      { title: 'First post', keyword: 'inventory' },
      { title: 'Second', keyword: 'billing' },
    ]);
  });

  it('keeps commas, escaped quotes and line breaks inside quoted fields', () => {
    expect(
      rows(
        'title,keyword\n"Quotes, contracts and invoices","rental software, cloud"\n' +
          '"The ""best"" tools",tools\n"Two\nlines",kw\n',
      ),
    ).toEqual([
      { title: 'Quotes, contracts and invoices', keyword: 'rental software, cloud' },
      { title: 'The "best" tools', keyword: 'tools' },
      { title: 'Two lines', keyword: 'kw' },
    ]);
  });

  it('removes quotes left around a value after a space', () => {
    expect(rows('title, keyword\n"A title", "a keyword"\n')).toEqual([
      { title: 'A title', keyword: 'a keyword' },
    ]);
  });

  it.each([
    ['Article Title,Target Keyword', 'A', 'k'],
    ['  TITLE  ,  KEYWORD  ', 'A', 'k'],
    ['Blog title,Main keywords', 'A', 'k'],
  ])('accepts the header %j', (header, title, keyword) => {
    expect(rows(`${header}\nA,k\n`)).toEqual([{ title, keyword }]);
  });

  it('finds the columns in any order and ignores extra columns', () => {
    expect(rows('id,Keyword,notes,Title\n1,fleet,x,Fleet tips\n')).toEqual([
      { title: 'Fleet tips', keyword: 'fleet' },
    ]);
  });

  it('accepts semicolon- and tab-separated exports', () => {
    expect(rows('title;keyword\nA, with comma;k\n')).toEqual([
      { title: 'A, with comma', keyword: 'k' },
    ]);
    expect(rows('title\tkeyword\nA\tk\n')).toEqual([{ title: 'A', keyword: 'k' }]);
  });

  it.each([
    ['title,topic\nA,b\n'],
    ['name,keyword\nA,b\n'],
    ['title\nA\n'],
    ['title keyword\nA\n'],
    [''],
    ['\n\n  \n'],
  ])('is a format error without both columns: %j', (text) => {
    expect(parseBulkCsv(text)).toEqual({ ok: false, error: 'format' });
  });

  it('is a format error when a quoted field is never closed', () => {
    expect(parseBulkCsv('title,keyword\n"Broken,k\nB,k\n')).toEqual({
      ok: false,
      error: 'format',
    });
  });

  it('skips blank lines, including before the header', () => {
    expect(rows('\n\ntitle,keyword\n\nA,a\n   \n\nB,b\n\n')).toEqual([
      { title: 'A', keyword: 'a' },
      { title: 'B', keyword: 'b' },
    ]);
  });

  it('drops rows missing the title or the keyword', () => {
    expect(rows('title,keyword\nA,\n,b\n  ,  \n"",""\n,,\nOnly one cell\nC,c\nD,"  "\n')).toEqual([
      { title: 'C', keyword: 'c' },
    ]);
  });

  it('handles a byte-order mark and CRLF or CR line breaks', () => {
    const expected = [
      { title: 'A', keyword: 'a' },
      { title: 'B', keyword: 'b' },
    ];
    expect(rows('\uFEFFtitle,keyword\r\nA,a\r\nB,b\r\n')).toEqual(expected);
    expect(rows('\uFEFFTitle,Keyword\rA,a\rB,b')).toEqual(expected);
  });

  it('returns no rows for a header alone', () => {
    expect(parseBulkCsv('title,keyword\n')).toEqual({ ok: true, rows: [] });
  });
});

describe('previewRows', () => {
  const list = Array.from({ length: 23 }, (_, i) => ({ title: `T${i}`, keyword: `k${i}` }));

  it('shows the first 10 rows and counts the rest', () => {
    const { shown, more } = previewRows(list);
    expect(BULK_PREVIEW_ROWS).toBe(10);
    expect(shown.map((r) => r.title)).toEqual([
      'T0',
      'T1',
      'T2',
      'T3',
      'T4',
      'T5',
      'T6',
      'T7',
      'T8',
      'T9',
    ]);
    expect(more).toBe(13);
  });

  it('has nothing more at or below the limit', () => {
    expect(previewRows(list.slice(0, 10))).toMatchObject({ more: 0 });
    expect(previewRows(list.slice(0, 3))).toEqual({ shown: list.slice(0, 3), more: 0 });
    expect(previewRows([])).toEqual({ shown: [], more: 0 });
    expect(previewRows(list.slice(0, 11))).toMatchObject({ more: 1 });
  });

  it('takes another limit', () => {
    expect(previewRows(list, 5)).toEqual({ shown: list.slice(0, 5), more: 18 });
  });
});

describe('batches', () => {
  it('splits into batches of 5 by default, the last one shorter', () => {
    const list = Array.from({ length: 12 }, (_, i) => i);
    expect(BULK_BATCH_SIZE).toBe(5);
    expect(batches(list)).toEqual([
      [0, 1, 2, 3, 4],
      [5, 6, 7, 8, 9],
      [10, 11],
    ]);
    expect(batches(list.slice(0, 10))).toHaveLength(2);
    expect(batches([])).toEqual([]);
    expect(batches([1, 2, 3], 2)).toEqual([[1, 2], [3]]);
  });

  it.each([0, -1, 2.5, Number.NaN])('refuses the size %s', (size) => {
    expect(() => batches([1], size)).toThrow(RangeError);
  });
});

describe('progressPercent', () => {
  it.each([
    [0, 10, 0],
    [5, 10, 50],
    [10, 10, 100],
    [15, 10, 100],
    [1, 3, 33],
    [2, 3, 67],
    [5, 23, 22],
    [20, 23, 87],
    [23, 23, 100],
    [3, 0, 0],
    [0, 0, 0],
    [-1, 10, 0],
    [1, Number.NaN, 0],
  ])('%s of %s → %s%%', (processed, total, expected) => {
    expect(progressPercent(processed, total)).toBe(expected);
  });

  it('grows batch by batch to 100', () => {
    const total = 12;
    let processed = 0;
    const seen = batches(Array.from({ length: total }, (_, i) => i)).map((b) => {
      processed += b.length;
      return progressPercent(processed, total);
    });
    expect(seen).toEqual([42, 83, 100]);
  });
});
