import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedResources } from './resources';

const publicDir = path.resolve(import.meta.dirname, '../../../public');

/** The size text the Resources page shows: KB rounded, or MB with one decimal. */
function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.round(bytes / 1024)} KB`;
}

describe('the shipped demo downloads', () => {
  it.each(seedResources.map((r) => [r.file_url, r.file_size] as const))(
    '%s exists and is the size its listing says (%s)',
    (fileUrl, fileSize) => {
      const file = path.join(publicDir, fileUrl);
      expect(fs.existsSync(file)).toBe(true);
      expect(sizeText(fs.statSync(file).size)).toBe(fileSize);
    },
  );
});
