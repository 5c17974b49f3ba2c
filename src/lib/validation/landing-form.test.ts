import { describe, expect, it } from 'vitest';
import type { FormField } from '../pages/landing-form';
import { formSubmissionSchema } from './landing-form';

const optional: FormField[] = [
  { type: 'email', label: 'E-mail', help: '', required: false },
  { type: 'number', label: 'Fleet size', help: '', required: false, min: 0, max: 100 },
  { type: 'choice', label: 'Software', help: '', required: false, options: ['A', 'B'] },
  { type: 'choices', label: 'Regions', help: '', required: false, options: ['N', 'S'] },
  { type: 'yesno', label: 'Rent out', help: '', required: false },
  { type: 'phone', label: 'Phone', help: '', required: false },
];

describe('a landing form submission', () => {
  it('takes unanswered optional questions as null, and the e-mail as always required', () => {
    const schema = formSubmissionSchema({ fields: optional, consent: '' });
    expect(schema.parse({ f0: 'a@b.example', f1: ' ', f2: '', f3: false, f4: '', f5: '' })).toEqual(
      {
        f0: 'a@b.example',
        f1: null,
        f2: null,
        f3: [],
        f4: null,
        f5: null,
      },
    );
    const missing = schema.safeParse({});
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['f0', 'Email is required'],
    ]);
  });

  it('reads what a browser sends: a number as text, one ticked box as text, yes/no as words', () => {
    const schema = formSubmissionSchema({ fields: optional, consent: 'OK?' });
    expect(
      schema.parse({ f0: 'a@b.example', f1: '7', f3: 'S', f4: 'no', consent: true }),
    ).toMatchObject({ f1: 7, f3: ['S'], f4: false, consent: true });
    for (const f1 of ['7.5', '1e3', '101', '-1', 'seven'])
      expect(schema.safeParse({ f0: 'a@b.example', f1, consent: true }).success, f1).toBe(false);
    expect(schema.safeParse({ f0: 'a@b.example', consent: 'yes' }).success).toBe(false);
  });
});
