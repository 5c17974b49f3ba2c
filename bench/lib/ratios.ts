/**
 * Statistics of the on/off benchmarks' ratios (bench/analytics.ts): a ratio per run, its geometric
 * mean, and the 95 % confidence interval of that mean, taken over independent draws. Two runs
 * started with the same V8 seeds are one draw, not two: on the embedded database the seed all but
 * fixes how a pair of processes lays itself out (the two runs of a seed agree within about 1 %
 * while seeds differ by 3 %), so counting them apart would make the interval too narrow.
 */

/** One run's ratio and the seed its processes started with (undefined: unseeded, a draw alone). */
export type SeededRatio = { ratio: number; seed?: number | undefined };

/** Rounds to `digits` decimals. */
export const round = (x: number, digits: number) => Number(x.toFixed(digits));

/**
 * Student's t at 97.5 % for `df` degrees of freedom (a two-sided 95 % interval): the table to
 * 10, then the Cornish-Fisher expansion around the normal's 1.96 (within 0.001 of the table).
 * @throws RangeError for df under 1
 */
export function t975(df: number): number {
  if (!(df >= 1)) throw new RangeError(`t975: df must be at least 1, got ${df}`);
  const table = [12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228];
  if (df <= table.length) return table[Math.floor(df) - 1]!;
  const z = 1.96;
  return z + (z ** 3 + z) / (4 * df) + (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * df ** 2);
}

/** The mean of the logarithms of a list of ratios. */
export const meanLog = (xs: readonly number[]) =>
  xs.reduce((t, x) => t + Math.log(x), 0) / xs.length;

/** The geometric mean of a list of ratios, to three decimals. */
export const geomean = (xs: readonly number[]) => round(Math.exp(meanLog(xs)), 3);

/**
 * The draws of a set of runs: the geometric mean of the ratios of each seed (in the order the
 * seeds first appear), and each unseeded run alone.
 */
export function draws(runs: readonly SeededRatio[]): number[] {
  const bySeed = new Map<number, number[]>();
  const out: number[][] = [];
  for (const run of runs) {
    if (run.seed === undefined) {
      out.push([run.ratio]);
      continue;
    }
    const group = bySeed.get(run.seed);
    if (group) group.push(run.ratio);
    else {
      const fresh = [run.ratio];
      bySeed.set(run.seed, fresh);
      out.push(fresh);
    }
  }
  return out.map((group) => Math.exp(meanLog(group)));
}

/**
 * The seed of run `r` (from 0) of a seeded set starting at `base`: a new seed every two runs, one
 * per order of the servers' places (bench/analytics.ts).
 */
export const runSeed = (r: number, base = 1) => base + Math.floor(r / 2);

/**
 * The 95 % confidence interval of the geometric mean of runs' ratios, over their draws (see
 * {@link draws}): Student's t on the draws' logarithms, to three decimals.
 * @returns [low, high], or null under two draws
 */
export function geomeanCi95(runs: readonly SeededRatio[]): [number, number] | null {
  return ci95OfDraws(draws(runs));
}

/**
 * What a result reports of a set of runs' ratios: their geometric mean, its 95 % interval over
 * the draws, the number of draws, and the runs' spread.
 */
export function ratioSummary(runs: readonly SeededRatio[]) {
  const ratios = runs.map((r) => r.ratio);
  const xs = draws(runs);
  return {
    geomean: geomean(ratios),
    ci95: ci95OfDraws(xs),
    draws: xs.length,
    spread: spread(ratios),
  };
}

function ci95OfDraws(xs: readonly number[]): [number, number] | null {
  if (xs.length < 2) return null;
  const logs = xs.map(Math.log);
  const mean = meanLog(xs);
  const sd = Math.sqrt(logs.reduce((t, x) => t + (x - mean) ** 2, 0) / (logs.length - 1));
  const half = (t975(logs.length - 1) * sd) / Math.sqrt(logs.length);
  return [round(Math.exp(mean - half), 3), round(Math.exp(mean + half), 3)];
}

/** The lowest, first quartile, median, third quartile and highest of a list, to three decimals. */
export function spread(xs: readonly number[]) {
  const sorted = [...xs].sort((a, b) => a - b);
  const at = (q: number) => round(sorted[Math.floor(q * (sorted.length - 1))]!, 3);
  return { min: at(0), q1: at(0.25), median: at(0.5), q3: at(0.75), max: at(1) };
}
