import { describe, expect, it } from 'vitest';
import { classifySubmission } from './spam';

describe('classifySubmission', () => {
  it('calls a filled honeypot a bot, whatever the fill time', () => {
    expect(classifySubmission({ website: 'http://spam', fill_ms: 9000 }, 2000)).toEqual({
      kind: 'bot',
    });
    expect(classifySubmission({ website: ' x ', fill_ms: 9000 }, 0)).toEqual({ kind: 'bot' });
  });

  it('keeps a too-fast submission as suspected spam instead of dropping it', () => {
    expect(classifySubmission({ website: '', fill_ms: 300 }, 2000)).toEqual({
      kind: 'suspect',
      reason: 'too_fast',
    });
    expect(classifySubmission({ fill_ms: '1999' }, 2000)).toEqual({
      kind: 'suspect',
      reason: 'too_fast',
    });
  });

  it('keeps a submission without a usable fill time as suspected spam', () => {
    for (const fill_ms of [undefined, null, '', 'soon', Number.NaN, {}, [5000], true]) {
      expect(classifySubmission({ website: '', fill_ms }, 2000), String(fill_ms)).toEqual({
        kind: 'suspect',
        reason: 'fill_time_missing',
      });
    }
  });

  it('accepts a submission at or after the minimum fill time, or when the check is off', () => {
    expect(classifySubmission({ website: '', fill_ms: 2000 }, 2000)).toEqual({ kind: 'ok' });
    expect(classifySubmission({ fill_ms: '5000' }, 2000)).toEqual({ kind: 'ok' });
    expect(classifySubmission({}, 0)).toEqual({ kind: 'ok' });
    expect(classifySubmission({ website: '   ' }, 0)).toEqual({ kind: 'ok' });
  });
});
