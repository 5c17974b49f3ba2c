export type SeedResource = {
  name: string;
  description: string; // one or two sentences
  category: 'Guides' | 'Tools' | 'Templates' | 'Checklists';
  file_url: string; // '/downloads/<file name>'
  file_size: string; // display text matching the real file size (KB rounded, or MB with one decimal)
  document_version: string;
  is_active: boolean;
};

/**
 * The six demo downloads, oldest first (the seed dates them in this order). The files are shipped
 * as they are in public/downloads (the sizes below are theirs; a unit test checks them).
 */
export const seedResources: SeedResource[] = [
  {
    name: 'Rental Rate Calculator',
    description:
      'A spreadsheet (CSV) that turns purchase cost, resale value, maintenance, overhead, utilization and rate mix into minimum daily, weekly and 4-week rates for 15 example items. Replace the example figures with your own.',
    category: 'Tools',
    file_url: '/downloads/rental-rate-calculator.csv',
    file_size: '3 KB',
    document_version: '1.0',
    is_active: true,
  },
  {
    name: 'Preventive Maintenance Schedule Template',
    description:
      'An example interval plan by hours, calendar and rentals, a fleet schedule and a maintenance log with parts and technician time, on three printable pages.',
    category: 'Templates',
    file_url: '/downloads/preventive-maintenance-schedule-template.pdf',
    file_size: '8 KB',
    document_version: '1.0',
    is_active: true,
  },
  {
    name: 'Rental Agreement Template with Clause Guide',
    description:
      'A plain-language equipment rental agreement covering the rental period, use, damage waiver, returns, deposits and payment, with a one-page guide to what each clause does and what to customize.',
    category: 'Templates',
    file_url: '/downloads/rental-agreement-template.pdf',
    file_size: '11 KB',
    document_version: '1.0',
    is_active: true,
  },
  {
    name: 'Party Rental Peak Season Checklist',
    description:
      'A 12-week countdown for tent, table, chair and linen rental companies: inventory, policies, crew, trucks, permits, kits, routes and the turnaround after every event, plus a capacity worksheet.',
    category: 'Checklists',
    file_url: '/downloads/party-rental-peak-season-checklist.pdf',
    file_size: '7 KB',
    document_version: '1.0',
    is_active: true,
  },
  {
    name: 'Equipment Inspection Checklist',
    description:
      'A two-page check-out and return inspection form for powered equipment and tools: fluids, controls, tracks and tires, attachments, safety equipment, photos and customer sign-off.',
    category: 'Checklists',
    file_url: '/downloads/equipment-inspection-checklist.pdf',
    file_size: '7 KB',
    document_version: '1.0',
    is_active: true,
  },
  {
    name: "Rental Business Software Buyer's Guide",
    description:
      'How to evaluate rental management software: the capabilities that matter, questions to ask every vendor, demo scenarios, total cost and an implementation plan, with a vendor scoring worksheet.',
    category: 'Guides',
    file_url: '/downloads/rental-software-buyers-guide.pdf',
    file_size: '13 KB',
    document_version: '1.0',
    is_active: true,
  },
];
