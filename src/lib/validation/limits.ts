/**
 * Limits of public-site.md §5 and §9, without zod, so a client component can show them
 * (maxLength attributes) without loading the schemas.
 */
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
