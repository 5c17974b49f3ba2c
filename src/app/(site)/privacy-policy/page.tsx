import { editablePageRoute } from '@/components/site/marketing-page';
import { PrivacySections } from '@/components/site/privacy/privacy-sections';

const route = editablePageRoute(
  'privacy',
  { Sections: PrivacySections },
  { crumb: 'Privacy Policy' },
);

export const generateMetadata = route.generateMetadata;

/** /privacy-policy (public-site.md §2 "/privacy-policy"). */
export default route.Page;
