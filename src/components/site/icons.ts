import {
  CalendarX2,
  ClipboardList,
  Cloud,
  CreditCard,
  DatabaseBackup,
  Download,
  FileSignature,
  Gauge,
  Handshake,
  Rocket,
  Settings2,
  ShieldCheck,
  Upload,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import type { ICON_NAMES } from '@/lib/pages/fields';

/** The component of each icon a page's content may name (lib/pages/fields.ts ICON_NAMES). */
export const ICONS: Record<(typeof ICON_NAMES)[number], LucideIcon> = {
  CalendarX2,
  ClipboardList,
  Cloud,
  CreditCard,
  DatabaseBackup,
  Download,
  FileSignature,
  Gauge,
  Handshake,
  Rocket,
  Settings2,
  ShieldCheck,
  Upload,
  Wrench,
};
