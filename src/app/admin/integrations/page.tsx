import { IntegrationsPanel } from '@/components/admin/integrations/integrations-panel';
import { AdminSection } from '@/components/admin/section';

/** The Integrations section. */
export default async function Page() {
  return <AdminSection id="integrations">{() => <IntegrationsPanel />}</AdminSection>;
}
