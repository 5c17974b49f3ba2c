'use server';

import { headers } from 'next/headers';
import { z } from 'zod';
import { getDb } from '@/db/client';
import { CUSTOMER_TABLES } from '@/lib/customer-data/mask';
import { adminAction } from '../actions/admin-action';
import { clientIpFromHeaders } from '../http/client-ip';
import { getCustomerDataSecure } from './service';

/**
 * Loads one customer list (back-office.md §4 "the data is refetched with the new masking flag",
 * §7 get_customer_data_secure). Masked unless `mask` is false; an unmasked read is audited with
 * the admin, IP and user agent.
 */
export const loadCustomerDataAction = adminAction(
  'customer_data.load',
  z.object({ table: z.enum(CUSTOMER_TABLES), mask: z.boolean() }),
  async ({ table, mask }, admin) => {
    const h = await headers();
    return getCustomerDataSecure(getDb(), {
      table,
      mask,
      actor: {
        userId: admin.id,
        ip: clientIpFromHeaders(h),
        userAgent: h.get('user-agent') ?? undefined,
      },
    });
  },
);
