import { describe, expect, it } from 'vitest';
import { HOME_DEFAULTS, homeContent } from './home';

/** The first error message of parsing `content`, or null when it is valid. */
function firstError(content: unknown): { path: string; message: string } | null {
  const result = homeContent.safeParse(content);
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  return { path: issue.path.join('.'), message: issue.message };
}

describe('home page content', () => {
  it('the shipped copy fits every field', () => {
    expect(firstError(HOME_DEFAULTS)).toBeNull();
  });

  it('refuses a text longer than its place in the layout holds, saying so on that field', () => {
    const content = structuredClone(HOME_DEFAULTS);
    content.hero.stats[0]!.value = '40,000,000+';
    expect(firstError(content)).toEqual({
      path: 'hero.stats.0.value',
      message: 'At most 10 characters: the layout holds no more',
    });
  });

  it('refuses an empty or multi-line headline, and trims spaces', () => {
    const empty = structuredClone(HOME_DEFAULTS);
    empty.hero.title = '   ';
    expect(firstError(empty)).toEqual({ path: 'hero.title', message: 'Required' });
    const twoLines = structuredClone(HOME_DEFAULTS);
    twoLines.hero.title = 'Run your rental\nbusiness';
    expect(firstError(twoLines)).toEqual({ path: 'hero.title', message: 'One line only' });
    const padded = structuredClone(HOME_DEFAULTS);
    padded.hero.eyebrow = '  Rental software  ';
    expect(homeContent.parse(padded).hero.eyebrow).toBe('Rental software');
  });

  it('keeps lists within the counts the design supports', () => {
    const tooMany = structuredClone(HOME_DEFAULTS);
    tooMany.challenges.cards.push({ ...tooMany.challenges.cards[0]!, title: 'Seventh' });
    expect(firstError(tooMany)).toEqual({
      path: 'challenges.cards',
      message: 'This list takes 3 to 6 items',
    });
    const fiveModules = structuredClone(HOME_DEFAULTS);
    fiveModules.modules.blocks.pop();
    expect(firstError(fiveModules)).toEqual({
      path: 'modules.blocks',
      message: 'This list takes exactly 6 items',
    });
  });

  it('refuses an icon the site does not offer', () => {
    const content = structuredClone(HOME_DEFAULTS) as unknown as {
      challenges: { cards: { icon: string }[] };
    };
    content.challenges.cards[0]!.icon = 'Skull';
    expect(firstError(content)).toEqual({
      path: 'challenges.cards.0.icon',
      message: 'Choose one of the icons offered',
    });
  });
});
