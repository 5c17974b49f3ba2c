/** Public routes whose canonical path is the route itself. */
export const PUBLIC_ROUTES = [
  '/',
  '/product',
  '/why-lizit',
  '/solutions',
  '/testimonials',
  '/about',
  '/contact',
  '/privacy-policy',
];
