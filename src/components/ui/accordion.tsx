'use client';

import { ChevronDown } from 'lucide-react';
import { Accordion as AccordionPrimitive } from 'radix-ui';
import * as React from 'react';
import { cn } from '@/lib/utils';
import { withClassName } from './with-class-name';

/**
 * An accordion on the radix-ui primitive (public-site.md §4 "accordion"): pass
 * `type="single" collapsible` for one open item at a time that can also be closed again.
 */
export const Accordion = withClassName(AccordionPrimitive.Root, 'divide-y divide-slate-200', {
  'data-slot': 'accordion',
});

export const AccordionItem = withClassName(AccordionPrimitive.Item, '', {
  'data-slot': 'accordion-item',
});

/** The item's heading (an h3 by default) and the button that toggles it; the chevron turns when open. */
export function AccordionTrigger({
  className,
  children,
  headingClassName,
  ...props
}: React.ComponentProps<typeof AccordionPrimitive.Trigger> & { headingClassName?: string }) {
  return (
    <AccordionPrimitive.Header className={cn('flex', headingClassName)}>
      <AccordionPrimitive.Trigger
        data-slot="accordion-trigger"
        className={cn(
          'group flex flex-1 items-center justify-between gap-4 rounded-md py-5 text-left text-base font-semibold text-navy-900 transition-colors hover:text-brand-700',
          className,
        )}
        {...props}
      >
        {children}
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 text-slate-600 transition-transform duration-200 group-data-[state=open]:rotate-180 motion-reduce:transition-none"
        />
      </AccordionPrimitive.Trigger>
    </AccordionPrimitive.Header>
  );
}

/**
 * The item's panel. With `forceMount` the closed panel stays in the HTML (hidden), so crawlers
 * and in-page search still find it.
 */
export function AccordionContent({
  className,
  children,
  ...props
}: React.ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content
      data-slot="accordion-content"
      className="data-[state=closed]:hidden"
      {...props}
    >
      <div className={cn('pb-5', className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}
