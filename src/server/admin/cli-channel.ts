import 'server-only';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { getDb } from '@/db/client';
import { getEnv } from '@/lib/env';
import { isStaffRole } from '@/lib/roles';
import { utcDay } from '../analytics/classify';
import { analyticsSummary, rawViewsFromReferrer } from '../analytics/queries';
import { runAnalyticsRollup } from '../analytics/rollup';
import { errorResponse } from '../errors';
import { clientIpFromHeaders } from '../http/client-ip';
import { readJsonObject } from '../http/json-body';
import { getRunner, listJobs } from '../jobs/runner';
import { getLogger } from '../log';
import { runTrashPurge } from '../trash/worker';
import { dataDigest } from './digest';
import { grantAdmin, listAdmins, resetTwoFactor, revokeAdmin } from './users';

const LOOPBACK = new Set(['127.0.0.1', '::1']);

async function tokenMatches(given: string | null): Promise<boolean> {
  if (!given) return false;
  try {
    const expected = (
      await fs.readFile(path.join(getEnv().DATA_DIR, 'admin-token'), 'utf8')
    ).trim();
    const a = Buffer.from(given);
    const b = Buffer.from(expected);
    return a.length === b.length && crypto.timingSafeEqual(a, b);
  } catch {
    return false;
  }
}

/**
 * POST /api/internal/admin: the local-only channel of `npm run admin` (scripts/admin.ts) while a
 * server holds the embedded database. Loopback callers with the token from `DATA_DIR/admin-token`
 * only; anyone else gets 404. Body `{ action: "grant" | "revoke" | "reset-2fa" | "list" |
 * "digest" | "purge-trash" | "analytics" | "rollup" | "jobs", email?, role?, now?, referrerHost? }`
 * (`role`: "admin" or "editor" for grant; `now`: the ISO time the Trash purge judges retention
 * against, default now; `referrerHost`: the analytics command's: rolls up, returns today's
 * summary and the raw views from that referrer host; `rollup`: one analytics rollup
 * pass now, so the Analytics tab shows the views counted so far; `jobs`: the jobs table and this
 * process's recurring jobs).
 * @returns 200 `{ ok, data? }`; 404 for an unknown account; 422 with the usage; 500 with a generic
 *   text (the error is logged)
 */
export async function handleAdminCommand(request: Request): Promise<Response> {
  if (
    !LOOPBACK.has(clientIpFromHeaders(request.headers)) ||
    !(await tokenMatches(request.headers.get('x-lizit-admin-token')))
  ) {
    return Response.json({ ok: false, error: 'Not found' }, { status: 404 });
  }
  try {
    const body = (await readJsonObject(request, { maxBytes: 16 * 1024 })) as {
      action?: unknown;
      email?: unknown;
      role?: unknown;
      now?: unknown;
      referrerHost?: unknown;
    };
    const role = body.role === undefined ? 'admin' : body.role;
    const db = getDb();
    if (body.action === 'list') return Response.json({ ok: true, data: await listAdmins(db) });
    if (body.action === 'digest') {
      const storageDir = path.join(getEnv().DATA_DIR, 'storage');
      return Response.json({ ok: true, data: await dataDigest(db, storageDir) });
    }
    if (
      body.action === 'analytics' &&
      typeof body.referrerHost === 'string' &&
      body.referrerHost.length <= 253
    ) {
      // Rolls up now, then today's summary and the raw views from one referrer host.
      await runAnalyticsRollup(db);
      const today = utcDay(new Date());
      const since = new Date(Date.now() - 24 * 60 * 60 * 1000);
      return Response.json({
        ok: true,
        data: {
          fromReferrer: await rawViewsFromReferrer(db, body.referrerHost.toLowerCase(), since),
          summary: await analyticsSummary(db, { from: today, to: today }),
        },
      });
    }
    if (body.action === 'jobs')
      return Response.json({
        ok: true,
        data: { ...(await listJobs(db)), inProcess: getRunner().recurring() },
      });
    if (body.action === 'rollup')
      return Response.json({ ok: true, data: await runAnalyticsRollup(db) });
    if (body.action === 'purge-trash') {
      const now = typeof body.now === 'string' ? new Date(body.now) : new Date();
      if (!Number.isNaN(now.getTime()))
        return Response.json({ ok: true, data: await runTrashPurge(now) });
    }
    if (
      (body.action === 'grant' || body.action === 'revoke') &&
      typeof body.email === 'string' &&
      body.email.includes('@') &&
      isStaffRole(role)
    ) {
      if (body.action === 'grant') await grantAdmin(db, body.email, role);
      else await revokeAdmin(db, body.email);
      getLogger().info(
        { action: `admin.${body.action}` },
        'admin role changed from the command line',
      );
      return Response.json({ ok: true });
    }
    if (
      body.action === 'reset-2fa' &&
      typeof body.email === 'string' &&
      body.email.includes('@') &&
      body.email.length <= 254
    ) {
      await resetTwoFactor(db, body.email, 'cli-through-server');
      getLogger().info(
        { action: 'auth.two_factor.reset' },
        'two-factor reset from the command line',
      );
      return Response.json({ ok: true });
    }
    return Response.json(
      {
        ok: false,
        error:
          'Usage: grant <email> [--role admin|editor] | revoke <email> | reset-2fa <email> | list | digest | purge-trash [--now ISO] | analytics <referrer host> | rollup | jobs',
      },
      { status: 422 },
    );
  } catch (error) {
    // An unknown account (AdminCommandError) is 404, a malformed body 400.
    return errorResponse(error, {
      log: 'admin command failed',
      failure: 'The command failed; see the server log.',
    });
  }
}
