import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The local-only channel of `npm run admin` (scripts/admin.ts) to a running server: a token only
 * this machine's user can read (`DATA_DIR/admin-token`, made once) and, while the server listens,
 * where it is (`DATA_DIR/server.json`, its pid and port).
 * @param dataDir - DATA_DIR
 * @returns `listening(port)` to call once the server listens, and `closed()` at shutdown
 */
export function openAdminChannel(dataDir: string): {
  listening: (port: number) => void;
  closed: () => void;
} {
  const tokenFile = path.join(dataDir, 'admin-token');
  fs.mkdirSync(dataDir, { recursive: true });
  if (!fs.existsSync(tokenFile))
    fs.writeFileSync(tokenFile, crypto.randomBytes(32).toString('base64url'), { mode: 0o600 });
  const serverInfoFile = path.join(dataDir, 'server.json');
  return {
    listening: (port) =>
      fs.writeFileSync(serverInfoFile, JSON.stringify({ pid: process.pid, port }), { mode: 0o600 }),
    closed: () => fs.rmSync(serverInfoFile, { force: true }),
  };
}

/**
 * Demo mode keeps one generated session secret in DATA_DIR (`auth-secret`), so sessions survive
 * restarts; a BETTER_AUTH_SECRET from the environment wins. Sets `process.env.BETTER_AUTH_SECRET`.
 */
export function ensureDemoSecret(dataDir: string): void {
  if (process.env.BETTER_AUTH_SECRET?.trim()) return;
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'auth-secret');
  if (!fs.existsSync(file)) {
    fs.writeFileSync(file, crypto.randomBytes(48).toString('base64url'), { mode: 0o600 });
    console.log(`Generated a session secret in ${file}`);
  }
  process.env.BETTER_AUTH_SECRET = fs.readFileSync(file, 'utf8').trim();
}
