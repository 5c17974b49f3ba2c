import { contactMetadata, ContactPage } from '@/components/site/contact/contact-page';

/** /demo is the same page as /contact, with /contact as its canonical URL (public-site.md §2). */
export const generateMetadata = contactMetadata;

export default function DemoRoute() {
  return <ContactPage />;
}
