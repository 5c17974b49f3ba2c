import type { Stat } from '@/components/ui/stat-tiles';
import { siteConfig } from '@/config/site';

/** The four statistics of a hero: rental yards, rentals managed, the page's own, utilization. */
export function heroStats(own: Stat): Stat[] {
  return [
    { value: siteConfig.figures.rentalYards, label: `Rental yards run on ${siteConfig.name}` },
    { value: siteConfig.figures.rentalsManaged, label: 'Rentals managed' },
    own,
    { value: siteConfig.figures.higherUtilization, label: 'Higher utilization' },
  ];
}
