'use server';

import { headers } from 'next/headers';
import { z } from 'zod';
import { CUSTOMER_TABLES } from '@/lib/customer-data/mask';
import { adminAction } from '../actions/admin-action';
import { clientIpFromHeaders } from '../http/client-ip';
import { getCustomerDataSecure } from './service';

/**
 * Loads one customer list (back-office.md §4 "the data is refetched with the new masking flag",
 * §7 get_customer_data_secure). Masked unless `mask` is false; an unmasked read is audited with
 * the admin, IP and user agent. `spam: true` loads the list's suspected spam (issue #18 item 10).
 * Admins only (issue #21): an editor sees the masked lists the page renders, never this action's.
 */
export const loadCustomerDataAction = adminAction(
  'customer_data.load',
  'leads.full',
  z.object({ table: z.enum(CUSTOMER_TABLES), mask: z.boolean(), spam: z.boolean().optional() }),
  async ({ table, mask, spam }, admin, db) => {
    const h = await headers();
    return getCustomerDataSecure(db, {
      table,
      mask,
      spam,
      actor: {
        userId: admin.id,
        ip: clientIpFromHeaders(h),
        userAgent: h.get('user-agent') ?? undefined,
      },
    });
  },
);
