/**
 * The founding team on the About page (public-site.md §2 "/about"), each with the photo slot that
 * shows their portrait. The shipped default of each slot (public/defaults/team-N.svg) is drawn to
 * match the founder and names them in its <title> (founders.test.ts checks that).
 */
export type Founder = {
  name: string;
  role: string;
  bio: string;
  /** The media slot of their photo (src/lib/media/slots.ts). */
  slotId: string;
};

export const founders: readonly Founder[] = [
  {
    name: 'Daniel Mercer',
    role: 'Co-founder & CEO',
    bio: 'Daniel spent years on the operations side of equipment rental, from the counter to the yard. He started the company to give rental owners the software he always wished he had.',
    slotId: 'about-team-1',
  },
  {
    name: 'Priya Raman',
    role: 'Co-founder & CTO',
    bio: 'Priya has built cloud software for operations-heavy businesses throughout her career. She leads engineering, and with it the security, reliability and integrations of the platform.',
    slotId: 'about-team-2',
  },
  {
    name: 'Marc Tremblay',
    role: 'Head of Customer Success',
    bio: 'Marc leads onboarding, data migration and support. His team takes every new customer from kickoff to first digital contract, and makes sure questions never wait long.',
    slotId: 'about-team-3',
  },
  {
    name: 'Sofia Alvarez',
    role: 'Head of Product',
    bio: 'Sofia turns what she hears in rental yards into the roadmap, from Friday load-outs at party rental companies to maintenance schedules for heavy equipment fleets.',
    slotId: 'about-team-4',
  },
];
