export type SeedResource = {
  name: string;
  description: string;
  category: 'Guides' | 'Tools' | 'Templates' | 'Checklists';
  file_url: string;
  file_size: string;
  version: string;
  is_active: boolean;
};

/** The six demo downloads; the files ship in public/downloads (scripts/make-demo-documents.mjs). */
export const seedResources: SeedResource[] = [
  {
    name: "Rental Business Software Buyer's Guide",
    description:
      'What to ask before you choose rental software: availability, contracts, payments, maintenance, data migration and the questions that reveal a legacy system.',
    category: 'Guides',
    file_url: '/downloads/rental-software-buyers-guide.pdf',
    file_size: '13 KB',
    version: '1.0',
    is_active: true,
  },
  {
    name: 'Rental Rate Calculator',
    description:
      'A spreadsheet that turns purchase cost, resale value, maintenance and target utilization into break-even and suggested day, week and 4-week rates.',
    category: 'Tools',
    file_url: '/downloads/rental-rate-calculator.csv',
    file_size: '2 KB',
    version: '1.0',
    is_active: true,
  },
  {
    name: 'Rental Agreement Template',
    description:
      'A plain-language rental agreement covering the rental period, deposits, damage waiver, fuel, cleaning, late returns and customer responsibilities.',
    category: 'Templates',
    file_url: '/downloads/rental-agreement-template.pdf',
    file_size: '11 KB',
    version: '1.0',
    is_active: true,
  },
  {
    name: 'Preventive Maintenance Schedule Template',
    description:
      'Service intervals by engine hours and calendar days for common rental equipment, with columns for parts, technician time and sign-off.',
    category: 'Templates',
    file_url: '/downloads/preventive-maintenance-schedule-template.pdf',
    file_size: '8 KB',
    version: '1.0',
    is_active: true,
  },
  {
    name: 'Equipment Inspection Checklist',
    description:
      'Check-out and return inspection for powered equipment: fluids, hours, attachments, safety decals, damage photos and customer sign-off.',
    category: 'Checklists',
    file_url: '/downloads/equipment-inspection-checklist.pdf',
    file_size: '8 KB',
    version: '1.0',
    is_active: true,
  },
  {
    name: 'Party Rental Peak Season Checklist',
    description:
      'Eight weeks of preparation for wedding and event season: tent and table counts, cleaning capacity, crew scheduling and delivery routes.',
    category: 'Checklists',
    file_url: '/downloads/party-rental-peak-season-checklist.pdf',
    file_size: '7 KB',
    version: '1.0',
    is_active: true,
  },
];
