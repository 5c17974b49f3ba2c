import { demoRequestSchema } from '@/lib/validation/leads';
import { leadFormRoute } from '@/server/leads/http';
import { createDemoRequest } from '@/server/leads/service';

export const dynamic = 'force-dynamic';

// POST /api/demo-requests - store a demo request and notify the team (public-site.md §5, §7, §8)
export const POST = leadFormRoute('demo', demoRequestSchema, createDemoRequest);
