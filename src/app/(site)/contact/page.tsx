import { contactMetadata, ContactPage } from '@/components/site/contact/contact-page';

export const generateMetadata = contactMetadata;

/** /contact (public-site.md §2 "/contact"). */
export default function ContactRoute() {
  return <ContactPage />;
}
