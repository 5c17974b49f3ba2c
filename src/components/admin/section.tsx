import { requireAdminPage, type StaffUser } from '@/server/auth/guard';
import { AnalyticsSkeleton } from './analytics/analytics-skeleton';
import { PanelSkeleton } from './panel-skeleton';
import { mayOpenSection, sectionLabel, type AdminSectionId } from './sections';

/** The frame of a back-office section: its title over its content. */
function SectionFrame({
  id,
  busy,
  children,
}: {
  id: AdminSectionId;
  busy?: boolean;
  children: React.ReactNode;
}) {
  // While the page streams in, its skeleton and the page are both in the document for a moment:
  // the skeleton's title has an id of its own, so `section-title` is only ever the page's.
  const titleId = busy ? 'section-loading-title' : 'section-title';
  return (
    <section
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      className="mt-6 rounded-xl border border-slate-200 bg-white p-8 shadow-sm"
      data-section={id}
    >
      <h2 id={titleId} className="text-xl font-semibold text-navy-900">
        {sectionLabel(id)}
      </h2>
      <div className="mt-6">{children}</div>
    </section>
  );
}

/**
 * The page of a back-office section (app/admin/<section>/page.tsx): checks the signed-in person
 * on the server, then renders `children(member)`, or says the section is not for their role
 * (the section is then neither linked nor rendered).
 */
export async function AdminSection({
  id,
  children,
}: {
  id: AdminSectionId;
  children: (member: StaffUser) => React.ReactNode;
}) {
  const member = await requireAdminPage();
  return (
    <SectionFrame id={id}>
      {mayOpenSection(member.role, id) ? (
        children(member)
      ) : (
        <p
          role="alert"
          className="rounded-lg bg-amber-50 p-4 text-sm text-amber-900"
          data-testid="section-refused"
        >
          Only admins can open this section. Ask an admin of your team if you need something here.
        </p>
      )}
    </SectionFrame>
  );
}

/** What a section shows while its page renders (app/admin/<section>/loading.tsx). */
export function SectionLoading({ id }: { id: AdminSectionId }) {
  return (
    <SectionFrame id={id} busy>
      {id === 'analytics' ? <AnalyticsSkeleton /> : <PanelSkeleton label={sectionLabel(id)} />}
    </SectionFrame>
  );
}
