import { contactSchema } from '@/lib/validation/leads';
import { leadFormRoute } from '@/server/leads/http';
import { createContactMessage } from '@/server/leads/service';

export const dynamic = 'force-dynamic';

// POST /api/contact - store a contact message and notify the team (public-site.md §5, §7, §8)
export const POST = leadFormRoute('contact', contactSchema, createContactMessage);
