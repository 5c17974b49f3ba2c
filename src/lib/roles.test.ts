import { describe, expect, it } from 'vitest';
import { parseAdminTab, tabsFor } from '@/components/admin/tabs';
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

  it('shows each role its tabs, and refuses a tab the role may not use', () => {
    expect(tabsFor('admin')).toContain('team');
    expect(tabsFor('editor')).not.toContain('team');
    expect(tabsFor('admin')).toContain('integrations');
    expect(tabsFor('editor')).toContain('analytics');
    expect(tabsFor('editor')).toEqual(
      tabsFor('admin').filter((t) => t !== 'team' && t !== 'integrations'),
    );
    expect(parseAdminTab('integrations', 'editor')).toEqual({
      tab: 'integrations',
      allowed: false,
    });
    expect(parseAdminTab(undefined, 'editor')).toEqual({ tab: 'overview', allowed: true });
    expect(parseAdminTab('team', 'editor')).toEqual({ tab: 'team', allowed: false });
    expect(parseAdminTab('sitemap', 'editor')).toEqual({ tab: 'seo', allowed: true });
    expect(parseAdminTab('constructor', 'editor')).toEqual({ tab: 'overview', allowed: true });
    expect(parseAdminTab(['team'], 'admin')).toEqual({ tab: 'team', allowed: true });
    expect(parseAdminTab('nonsense', 'editor')).toEqual({ tab: 'overview', allowed: true });
  });
});
