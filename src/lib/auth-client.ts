'use client';

import { twoFactorClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/**
 * The browser half of better-auth, talking to /api/auth on the same origin, with the two-factor
 * endpoints; the sign-in screen handles the code step itself.
 */
export const authClient = createAuthClient({ plugins: [twoFactorClient()] });
