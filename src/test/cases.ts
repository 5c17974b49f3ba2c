import { inspect } from 'node:util';
import { expect, it } from 'vitest';

/*
 * Table-driven unit tests: the "for each [input, expected], expect(fn(input)).toBe(expected)" block
 * that many test files need, written once. Comparisons are `toBe` (Object.is), as the tables hold
 * strings, numbers, booleans and null.
 */

/** A row of a table-driven test: an input and what the function must return for it. */
export type Case<I, O> = [input: I, expected: O];

/**
 * One test per row of `cases` (vitest's `it.each`; `title` is formatted from the row's input and
 * expected value, e.g. `'turns %j into %j'`): `fn(input)` must be `expected`.
 */
export function itCases<I, O>(title: string, fn: (input: I) => O, cases: Case<I, O>[]): void {
  it.each(cases)(title, (input, expected) => {
    expect(fn(input)).toBe(expected);
  });
}

/**
 * One test per input (vitest's `it.each`; `title` is formatted from the input, e.g. `'refuses %j'`):
 * `fn(input)` must be `expected` for every one, e.g. `true` for a list of accepted values.
 */
export function itAll<I, O>(title: string, fn: (input: I) => O, expected: O, inputs: I[]): void {
  it.each(inputs)(title, (input) => {
    expect(fn(input)).toBe(expected);
  });
}

/**
 * One test named `title` that checks every row of `cases` in order: `fn(input)` must be
 * `expected` (`toBe`), a failure naming its input. For a function described by a single test
 * with many examples (where `itCases` would make one test per row).
 */
export function itReturns<I, O>(title: string, fn: (input: I) => O, cases: Case<I, O>[]): void {
  it(title, () => {
    for (const [input, expected] of cases) {
      expect(fn(input), inspect(input)).toBe(expected);
    }
  });
}
