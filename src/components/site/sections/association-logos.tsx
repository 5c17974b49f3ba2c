import { getSiteSettings } from '@/server/pages/queries';
import { MediaSlot } from '../media-slot';

/**
 * The CRA and ARA logos, each linking to its association in a new tab; the two slot ids name
 * where they stand (e.g. `homepage-hero-cra-logo`, `homepage-hero-ara-logo`).
 */
export async function AssociationLogos({
  slotIds,
  imgClassName,
  linkClassName,
}: {
  /** The CRA logo's slot, then the ARA logo's. */
  slotIds: readonly [cra: string, ara: string];
  imgClassName: string;
  linkClassName?: string;
}) {
  const { cra, ara } = (await getSiteSettings()).associations;
  const logos = [
    { association: cra, slotId: slotIds[0] },
    { association: ara, slotId: slotIds[1] },
  ];
  return logos.map(({ association, slotId }) => (
    <a
      key={slotId}
      href={association.url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${association.name} (opens in a new tab)`}
      className={linkClassName}
    >
      <MediaSlot insideLink slotId={slotId} imgClassName={imgClassName} />
    </a>
  ));
}
