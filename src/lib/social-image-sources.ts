/**
 * Which image a post shares on social networks: the one generated from its title
 * (default), or its own featured image when the editor chooses it.
 */
export const SOCIAL_IMAGE_SOURCES = ['generated', 'featured'] as const;
export type SocialImageSource = (typeof SOCIAL_IMAGE_SOURCES)[number];
