import { describe, expect, it } from 'vitest';
import {
  libraryMediaSchema,
  missingMediaFormText,
  missingSlotUploadFields,
  SLOT_MESSAGES,
  slotUndoSchema,
} from './media';

describe('slot upload: which field is missing', () => {
  const full = { file: {}, slotId: 'about-team-2', altText: 'Founder' };

  it('names nothing when all three are there', () => {
    expect(missingSlotUploadFields(full)).toEqual({ missing: [], description: null });
  });

  it('names only the missing field', () => {
    expect(missingSlotUploadFields({ ...full, altText: '  ' })).toEqual({
      missing: ['alt'],
      description: 'Still missing: the alt text (a short description of the picture).',
    });
    expect(missingSlotUploadFields({ ...full, file: null }).description).toBe(
      'Still missing: the file to upload.',
    );
    expect(missingSlotUploadFields({ ...full, slotId: '' }).description).toBe(
      'Still missing: the slot (where on the site it goes).',
    );
  });

  it('names two or three in a sentence', () => {
    expect(missingSlotUploadFields({ file: null, slotId: '', altText: 'x' }).description).toBe(
      'Still missing: the file to upload and the slot (where on the site it goes).',
    );
    expect(missingSlotUploadFields({ file: undefined, slotId: '', altText: '' }).missing).toEqual([
      'file',
      'slot',
      'alt',
    ]);
  });

  it('keeps the spec text for the toast title', () => {
    expect(SLOT_MESSAGES.uploadMissing).toBe('Please provide file, slot ID, and alt text');
  });
});

describe('media form: what Save still needs', () => {
  it('lists what is missing, or nothing', () => {
    expect(missingMediaFormText({ name: '', altText: '', hasFile: false })).toBe(
      'Add a name, alt text and a file (or its URL) to save.',
    );
    expect(missingMediaFormText({ name: 'x', altText: '', hasFile: true })).toBe(
      'Add alt text to save.',
    );
    expect(missingMediaFormText({ name: 'x', altText: 'y', hasFile: true })).toBeNull();
  });
});

describe('placement and undo input', () => {
  const base = { name: 'n', alt_text: 'a', file_url: '/defaults/team-1.svg', flow: 'use_now' };

  it('takes one of the 28 slot ids as the placement, nothing else', () => {
    expect(libraryMediaSchema.parse({ ...base, placement: 'about-team-2' }).placement).toBe(
      'about-team-2',
    );
    for (const placement of ['about:team-photos', 'homepage:hero', 'nope', 'x'.repeat(500)]) {
      expect(libraryMediaSchema.safeParse({ ...base, placement }).success, placement).toBe(false);
    }
    expect(libraryMediaSchema.safeParse({ ...base, placement: '' }).error?.issues[0]?.message).toBe(
      'Choose where to place it',
    );
  });

  it('refuses an undo without a valid item, slot or previous item', () => {
    expect(
      slotUndoSchema.safeParse({ id: 1, slot_id: 'about-team-2', previous_id: null }).success,
    ).toBe(true);
    for (const bad of [
      { id: 0, slot_id: 'about-team-2', previous_id: null },
      { id: 1, slot_id: 'nowhere', previous_id: null },
      { id: 1, slot_id: 'about-team-2', previous_id: -3 },
      { id: 1, slot_id: 'about-team-2' },
      { id: '1; drop table', slot_id: 'about-team-2', previous_id: null },
    ]) {
      expect(slotUndoSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
