import Link from 'next/link';

/**
 * `next/link` for the public site, without prefetching (JavaScript only where a page
 * is interactive). Public pages are rendered per request from cached data and have no loading
 * boundary, so a prefetch fetches only the target's route shell: it saves nothing on click, yet
 * every link that scrolls into view cost a server render and main-thread work on the phone
 * (`/resources` made 11 such requests while loading). A click still navigates on the client.
 */
export function SiteLink(props: React.ComponentProps<typeof Link>) {
  return <Link prefetch={false} {...props} />;
}
