import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getSlot } from '@/lib/media/slots';
import { founders } from './founders';

const publicDir = path.resolve(import.meta.dirname, '../../../../public');

/** The text of an SVG's <title>, or null. */
function svgTitle(svg: string): string | null {
  return /<title[^>]*>([^<]*)<\/title>/.exec(svg)?.[1]?.trim() ?? null;
}

/** "man" or "woman", from the pronouns the founder's bio uses. */
function personFromBio(bio: string): 'man' | 'woman' {
  const he = /\b(he|his|him)\b/i.test(bio);
  const she = /\b(she|her|hers)\b/i.test(bio);
  expect(he !== she, `the bio uses one set of pronouns: ${bio}`).toBe(true);
  return he ? 'man' : 'woman';
}

describe('About page founders and their default portraits', () => {
  it('lists four founders, each with their own team photo slot', () => {
    expect(founders.map((f) => f.slotId)).toEqual([
      'about-team-1',
      'about-team-2',
      'about-team-3',
      'about-team-4',
    ]);
  });

  it.each(founders.map((f) => [f.name, f] as const))(
    "%s: the slot's default image is a portrait titled with their name, drawn as the bio's pronouns say",
    (name, founder) => {
      const url = getSlot(founder.slotId).defaultUrl;
      expect(url).toMatch(/^\/defaults\/.+\.svg$/);
      const svg = fs.readFileSync(path.join(publicDir, url!), 'utf8');
      const title = svgTitle(svg);
      expect(title).not.toBeNull();
      expect(title).toContain(name);
      // No other founder is named in this portrait.
      for (const other of founders)
        if (other.name !== name) expect(title).not.toContain(other.name);
      expect(title).toMatch(new RegExp(`\\bportrait of an? ${personFromBio(founder.bio)}\\b`));
      // A static, script-free file (the CSP serves SVGs as images only).
      expect(svg).not.toMatch(/<script|\son[a-z]+=/i);
    },
  );
});
