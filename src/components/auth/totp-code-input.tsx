'use client';

import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';

/**
 * The 6-digit authenticator code field of sign-in and of two-factor enrolment: numeric keypad,
 * the browser's one-time-code autofill, digits only. Other props (the id and ARIA attributes a
 * FormField gives its control) go to the input.
 */
export function TotpCodeInput({
  value,
  onChange,
  ...props
}: Omit<ComponentProps<typeof Input>, 'value' | 'onChange'> & {
  value: string;
  onChange: (digits: string) => void;
}) {
  return (
    <Input
      {...props}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
    />
  );
}
