import { describe, expect, it } from 'vitest';
import { mayOpenSection, sectionForOldTab, sectionsFor } from '@/components/admin/sections';
import { can, CAPABILITIES, isStaffRole, rolesFor, staffRoles } from './roles';

describe('roles', () => {
  it('gives an admin every capability', () => {
    for (const capability of Object.keys(CAPABILITIES) as (keyof typeof CAPABILITIES)[])
      expect(rolesFor(capability)).toContain('admin');
  });

  it('gives an editor content and masked leads, never full leads, the team or settings', () => {
    expect(can('editor', 'content')).toBe(true);
    expect(can('editor', 'leads.masked')).toBe(true);
    for (const capability of ['leads.full', 'team', 'settings'] as const)
      expect(can('editor', capability)).toBe(false);
    expect(can(null, 'content')).toBe(false);
    expect(can(undefined, 'leads.masked')).toBe(false);
  });

  it('knows its role names', () => {
    expect(staffRoles).toEqual(['admin', 'editor']);
    expect(isStaffRole('editor')).toBe(true);
    expect(isStaffRole('owner')).toBe(false);
    expect(isStaffRole(undefined)).toBe(false);
  });

  it('shows each role its sections, and refuses a section the role may not use', () => {
    expect(sectionsFor('admin')).toContain('team');
    expect(sectionsFor('editor')).not.toContain('team');
    expect(sectionsFor('admin')).toContain('integrations');
    expect(sectionsFor('editor')).toContain('analytics');
    expect(sectionsFor('editor')).toEqual(
      sectionsFor('admin').filter((t) => t !== 'team' && t !== 'integrations'),
    );
    expect(mayOpenSection('editor', 'integrations')).toBe(false);
    expect(mayOpenSection('editor', 'team')).toBe(false);
    expect(mayOpenSection('admin', 'team')).toBe(true);
    expect(mayOpenSection('editor', 'leads')).toBe(true);
  });

  it('sends the old ?tab= links to the section routes, keeping their other parameters', () => {
    const old = (q: string) => sectionForOldTab(new URLSearchParams(q));
    expect(old('')).toBeNull();
    expect(old('edit=3')).toBeNull();
    expect(old('tab=blog&edit=12')).toBe('/admin/posts?edit=12');
    expect(old('tab=customers&status=new&q=a%26b')).toBe('/admin/leads?status=new&q=a%26b');
    expect(old('tab=sitemap')).toBe('/admin/seo');
    expect(old('tab=seo&redirect_from=%2Fold')).toBe('/admin/seo?redirect_from=%2Fold');
    expect(old('tab=media&media=library')).toBe('/admin/media?media=library');
    expect(old('tab=overview')).toBe('/admin');
    expect(old('tab=constructor')).toBe('/admin');
    expect(old('tab=__proto__')).toBe('/admin');
    expect(old('tab=team')).toBe('/admin/team');
  });
});
