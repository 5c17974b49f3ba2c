import { toNextJsHandler } from 'better-auth/next-js';
import { getAuth } from '@/server/auth/auth';

export const dynamic = 'force-dynamic';

// GET|POST /api/auth/* - better-auth (sign-in, sign-up, sign-out, e-mail verification, reset)
export async function GET(request: Request) {
  return toNextJsHandler(getAuth()).GET(request);
}

export async function POST(request: Request) {
  return toNextJsHandler(getAuth()).POST(request);
}
