import { editablePageRoute } from '@/components/site/marketing-page';
import { SOLUTIONS_CROSS_LINKS, SolutionsSections } from '@/components/site/solutions/sections';

const route = editablePageRoute(
  'solutions',
  { Sections: SolutionsSections, crossLinks: SOLUTIONS_CROSS_LINKS },
  {
    crumb: 'Solutions',
  },
);

export const generateMetadata = route.generateMetadata;

export default route.Page;
