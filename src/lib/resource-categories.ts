/** Resource categories of back-office.md §3 (Guides, Tools, Templates, Checklists). */
export const resourceCategories = ['Guides', 'Tools', 'Templates', 'Checklists'] as const;
export type ResourceCategory = (typeof resourceCategories)[number];
