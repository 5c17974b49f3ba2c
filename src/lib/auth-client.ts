'use client';

import { createAuthClient } from 'better-auth/react';

/** The browser half of better-auth, talking to /api/auth on the same origin. */
export const authClient = createAuthClient();
