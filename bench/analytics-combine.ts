/**
 * `npm run bench:analytics-combine -- <database> <result.json>...` (issue #25 benchmarks): the
 * capacity figure of `npm run bench:analytics` over the runs of several result files of the same
 * code, `pglite` or `postgres`: the geometric mean of the runs' ratios and its 95 % interval over
 * the draws (the runs of one seed are one draw, also across files: bench/lib/ratios.ts). A file
 * written before runs carried their seed gets the seeds its bench gave (1 + run / 2 when seeded).
 * Prints the figure as JSON; writes nothing.
 */
import fs from 'node:fs';
import { ratioSummary, runSeed, type SeededRatio } from './lib/ratios';

type ResultFile = {
  seeded?: boolean;
  sides?: string;
  [database: string]: unknown;
};
type Run = { capacityOnVsOff: number; seed?: number };

function main() {
  const [database, ...files] = process.argv.slice(2);
  if (!database || files.length === 0 || !['pglite', 'postgres'].includes(database)) {
    console.error('usage: bench:analytics-combine -- pglite|postgres <result.json>...');
    process.exit(2);
  }
  const runs: SeededRatio[] = [];
  const sides = new Set<string>();
  for (const file of files) {
    const result = JSON.parse(fs.readFileSync(file, 'utf8')) as ResultFile;
    const part = result[database] as { runs?: Run[] } | null | undefined;
    if (!part?.runs) throw new Error(`${file}: no ${database} runs`);
    sides.add(result.sides ?? 'off,on');
    part.runs.forEach((run, i) =>
      runs.push({
        ratio: run.capacityOnVsOff,
        seed: run.seed ?? (result.seeded ? runSeed(i) : undefined),
      }),
    );
  }
  if (sides.size > 1)
    throw new Error(`the files compare different sides: ${[...sides].join(' / ')}`);
  const capacity = ratioSummary(runs);
  console.log(
    JSON.stringify(
      {
        database,
        files,
        runs: runs.length,
        draws: capacity.draws,
        capacityOnVsOff: capacity.geomean,
        capacityOnVsOffCi95: capacity.ci95,
        runsCapacityOnVsOff: capacity.spread,
      },
      null,
      2,
    ),
  );
}

main();
