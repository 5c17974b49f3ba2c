import { contactMetadata, ContactPage } from '@/components/site/contact/contact-page';

export const metadata = contactMetadata;

/** /contact (public-site.md §2 "/contact"). */
export default function ContactRoute() {
  return <ContactPage />;
}
