import { cva, type VariantProps } from 'class-variance-authority';

/**
 * The class lists of the design-system primitives, on their own: without the class-conflict
 * resolver (tailwind-merge) that the primitives' components use, so the public site's client
 * components can take a look without shipping it. Extra classes appended to these must not
 * conflict with them.
 */

/** A text field's look; `aria-invalid` turns its border red. */
export const fieldControlClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 disabled:cursor-not-allowed disabled:bg-slate-100 aria-invalid:border-red-600 sm:text-sm';

/**
 * The button look (variant and size) as a class list, for links styled as buttons and for the
 * public site's client components; `className` is appended.
 */
export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-accent-700 text-white hover:bg-accent-800 focus-visible:outline-accent-600',
        secondary: 'bg-navy-900 text-white hover:bg-navy-800 focus-visible:outline-navy-900',
        outline: 'border border-slate-300 bg-white text-navy-900 hover:bg-slate-50',
        outlineLight: 'border border-white/40 bg-white/5 text-white hover:bg-white/15',
        ghost: 'text-navy-900 hover:bg-slate-100',
        link: 'text-brand-700 underline-offset-4 hover:underline',
      },
      size: {
        sm: 'h-9 px-3 text-sm',
        md: 'h-11 px-5 text-sm',
        lg: 'h-12 px-6 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

/** The `variant` and `size` a button takes. */
export type ButtonVariantProps = VariantProps<typeof buttonVariants>;
