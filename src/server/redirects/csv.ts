import 'server-only';
import { asc, inArray, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import type { Db } from '@/db/client';
import { redirects, type RedirectStatus } from '@/db/schema';
import type { RedirectCsvRow } from '@/lib/redirects-csv';
import { auditChange } from '../audit/log';
import {
  chainStatus,
  isSitePath,
  normalizeFromPath,
  normalizeTarget,
  resolveTarget,
  targetPath,
  type RuleLike,
} from './rules';
import { lockRules } from './service';

/**
 * CSV import and export of redirect rules. The browser reads the file
 * (`lib/redirects-csv.ts`) and sends its lines in batches; each batch is checked line by line like
 * the manager's form, planned in memory against every stored rule (chains collapse, loops are
 * refused, a later line sees the earlier ones) and written with a few set-based statements in one
 * short transaction, so a 10,000-line file never holds other requests up for long. The report
 * says what was added and updated and which lines were refused.
 */

/** What an import did. */
export type ImportReport = {
  added: number;
  updated: number;
  /** Line numbers count the header as line 1. */
  errors: { line: number; message: string }[];
};

const STATUSES = new Set(['301', '302', '410']);

/** A rule as the import plans it (`id` 0: not stored yet). */
type Planned = RuleLike;

/** Rows written by one statement. */
const CHUNK = 500;

/**
 * The stored rules a batch can touch, read by index rather than the whole table: the rules of its
 * from-paths, those its targets lead to, and those pointing at its from-paths. Stored chains are
 * kept collapsed, so one hop from a target is the whole chain.
 */
async function rulesTouching(tx: Db, rows: readonly RedirectCsvRow[]): Promise<Planned[]> {
  const paths = new Set<string>();
  const froms = new Set<string>();
  for (const row of rows) {
    const from = normalizeFromPath(row.from);
    if ('ok' in from) {
      paths.add(from.path);
      froms.add(from.path);
    }
    const to = normalizeTarget(row.to);
    if ('ok' in to && isSitePath(to.target)) paths.add(targetPath(to.target));
  }
  if (paths.size === 0) return [];
  const columns = {
    id: redirects.id,
    from_path: redirects.from_path,
    target: redirects.target,
    status: redirects.status,
  };
  const [byPath, pointing] = await Promise.all([
    tx
      .select(columns)
      .from(redirects)
      .where(inArray(redirects.from_path, [...paths])),
    froms.size
      ? tx
          .select(columns)
          .from(redirects)
          .where(inArray(redirects.target, [...froms]))
      : Promise.resolve([]),
  ]);
  const all = new Map([...byPath, ...pointing].map((r) => [r.from_path, r]));
  return [...all.values()];
}

/**
 * Imports one batch of CSV lines (in one transaction: the batch is written whole or not at all).
 * @param rows - the lines, as `parseRedirectsCsv` reads them (at most a batch)
 * @param actorId - the admin; one audit row `redirect.import` records the batch's counts
 * @returns what was added and updated, and the refused lines with their reasons
 * @throws the database error when the batch cannot be written (nothing of it is then stored)
 */
export async function importRedirectRows(
  db: Db,
  rows: readonly RedirectCsvRow[],
  actorId: string,
): Promise<ImportReport> {
  return db.transaction(async (tx) => {
    await lockRules(tx);
    const stored = await rulesTouching(tx, rows);
    const rules = new Map<string, Planned>(stored.map((r) => [r.from_path, { ...r }]));
    // The rules pointing at a path (by their exact target), so a new rule can take them over.
    const pointingAt = new Map<string, Set<string>>();
    const link = (r: Planned) => {
      if (r.target === null || !isSitePath(r.target)) return;
      const set = pointingAt.get(r.target) ?? new Set<string>();
      set.add(r.from_path);
      pointingAt.set(r.target, set);
    };
    const unlink = (r: Planned) => {
      if (r.target !== null) pointingAt.get(r.target)?.delete(r.from_path);
    };
    for (const r of rules.values()) link(r);

    const imported = new Set<string>();
    const moved = new Set<string>();
    const report: ImportReport = { added: 0, updated: 0, errors: [] };
    for (const row of rows) {
      const refuse = (message: string) => void report.errors.push({ line: row.line, message });
      const statusText = row.status.trim() || '301';
      if (!STATUSES.has(statusText)) {
        refuse('Status must be 301, 302 or 410.');
        continue;
      }
      const from = normalizeFromPath(row.from);
      if (!('ok' in from)) {
        refuse(from.message);
        continue;
      }
      let status = Number(statusText) as RedirectStatus;
      let target: string | null = null;
      if (status !== 410) {
        const t = normalizeTarget(row.to);
        if (!('ok' in t)) {
          refuse(t.message);
          continue;
        }
        const resolved = resolveTarget(from.path, t.target, (p) => rules.get(p));
        if (!('ok' in resolved)) {
          refuse(resolved.message);
          continue;
        }
        target = resolved.target;
        status = chainStatus(status, resolved.temporary);
      }
      const existing = rules.get(from.path);
      if (existing) unlink(existing);
      if (target !== null) {
        // Chains collapse: whatever led to this path now leads straight to its target, and is
        // temporary when this rule is.
        for (const other of [...(pointingAt.get(from.path) ?? [])]) {
          const r = rules.get(other)!;
          unlink(r);
          r.target = target;
          r.status = chainStatus(r.status as RedirectStatus, status === 302);
          link(r);
          if (!imported.has(other)) moved.add(other);
        }
      }
      const rule: Planned = { id: existing?.id ?? 0, from_path: from.path, target, status };
      rules.set(from.path, rule);
      link(rule);
      imported.add(from.path);
      moved.delete(from.path);
      if (existing) report.updated += 1;
      else report.added += 1;
    }

    const upserts = [...imported].map((p) => rules.get(p)!);
    for (let i = 0; i < upserts.length; i += CHUNK) {
      await tx
        .insert(redirects)
        .values(
          upserts
            .slice(i, i + CHUNK)
            .map((r) => ({ from_path: r.from_path, target: r.target, status: r.status })),
        )
        .onConflictDoUpdate({
          target: redirects.from_path,
          set: {
            target: sql`excluded.target`,
            status: sql`excluded.status`,
            source: 'manual',
            updated_at: sql`now()`,
          },
        });
    }
    const updates = [...moved].map((p) => rules.get(p)!);
    for (let i = 0; i < updates.length; i += CHUNK) {
      const values = sql.join(
        updates.slice(i, i + CHUNK).map((r) => sql`(${r.from_path}, ${r.target}, ${r.status})`),
        sql`, `,
      );
      await tx.execute(sql`update ${redirects} as r
        set target = v.target, status = v.status::int, updated_at = now()
        from (values ${values}) as v(from_path, target, status)
        where r.from_path = v.from_path`);
    }
    if (rows.length > 0)
      await auditChange(tx, actorId, 'redirect.import', null, {
        added: report.added,
        updated: report.updated,
        errors: report.errors.length,
        lines: [rows[0]!.line, rows.at(-1)!.line],
      });
    return report;
  });
}

/** Every rule as CSV text (header `from,to,status,hits,last_hit`), by from-path. */
export async function exportRedirectsCsv(db: Db): Promise<string> {
  const rows = await db.select().from(redirects).orderBy(asc(redirects.from_path));
  return Papa.unparse({
    fields: ['from', 'to', 'status', 'hits', 'last_hit'],
    data: rows.map((r) => [
      r.from_path,
      r.target ?? '',
      String(r.status),
      String(r.hits),
      r.last_hit_at?.toISOString() ?? '',
    ]),
  });
}
