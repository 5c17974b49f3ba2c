/**
 * How a page's view wraps each of its sections: the preview marks each with its content key so the
 * editor can scroll to the one being edited; the public page passes none. (A module of its own: a
 * view importing it from another page's module would pull that page's client components, such as
 * the home page's carousel, into its own JavaScript.)
 */
export type SectionWrap = (section: string, node: React.ReactNode) => React.ReactNode;

/** The public page's wrap: each section as it is. */
export const asIs: SectionWrap = (_section, node) => node;
