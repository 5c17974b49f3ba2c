import * as React from 'react';
import { cn } from '@/lib/utils';

/**
 * `Component` with its look: `base` classes (a `className` passed in adds to them or overrides
 * them) and `fixed` props such as a `data-slot`. For the thin styled parts of the radix-ui
 * primitives (a dialog's title, an accordion's root…).
 */
export function withClassName<P extends { className?: string }>(
  Component: React.ComponentType<P>,
  base: string,
  fixed?: Partial<P> & Record<`data-${string}`, string>,
) {
  function Styled({ className, ...props }: P) {
    return <Component {...fixed} {...(props as P)} className={cn(base, className) || undefined} />;
  }
  Styled.displayName = `withClassName(${Component.displayName ?? Component.name})`;
  return Styled;
}
