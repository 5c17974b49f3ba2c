'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type * as z from 'zod/v4/core';

/** `useForm`'s options without the resolver, which {@link useZodForm} supplies. */
export type UseZodFormOptions<
  TFieldValues extends FieldValues,
  TContext = unknown,
  TTransformedValues = TFieldValues,
> = Omit<UseFormProps<TFieldValues, TContext, TTransformedValues>, 'resolver'>;

/**
 * react-hook-form's `useForm`, validated with a zod schema (through `zodResolver` of
 * @hookform/resolvers) and typed by it: the form's field values are the schema's input
 * (`z.input`: what `register`, `defaultValues`, `setValue`, `setError` and `useWatch` see) and
 * `handleSubmit` receives the schema's output (`z.output`: the values after its transforms and
 * defaults), as react-hook-form's `useForm<TFieldValues, TContext, TTransformedValues>` and
 * `zodResolver` type them.
 *
 * Two further forms:
 * - `useZodForm<FieldValues, Output>(schema, options)` declares the field values when the inputs
 *   hold what the schema's input type does not admit, e.g. `''` in a `<select>` of a `z.enum`
 *   before a choice (the schema rejects it with its message). The schema still types the output.
 * - `useZodForm(resolver, options)` takes a resolver built beforehand and types the form by it:
 *   one loaded lazily (`lazyResolver` of `@/components/site/forms/lazy-resolver`), or one that
 *   validates the field values mapped to the server's input.
 * @param schema - the zod schema, usually the one the server validates the same data with
 * @param options - any other `useForm` option, e.g. `defaultValues`
 * @example const { register, handleSubmit } = useZodForm(bannerSchema, { defaultValues });
 */
export function useZodForm<
  TFieldValues extends FieldValues,
  TTransformedValues,
  TContext = unknown,
>(
  schema: z.$ZodType<TTransformedValues, TFieldValues>,
  options?: UseZodFormOptions<TFieldValues, TContext, TTransformedValues>,
): UseFormReturn<TFieldValues, TContext, TTransformedValues>;
/**
 * {@link useZodForm} with the field values declared (both type arguments are required), for
 * inputs that hold what the schema's input type does not admit; the schema's output must be
 * assignable to `TTransformedValues`.
 */
export function useZodForm<
  TFieldValues extends FieldValues = never,
  TTransformedValues = never,
  TContext = unknown,
>(
  schema: z.$ZodType<NoInfer<TTransformedValues>>,
  options?: UseZodFormOptions<NoInfer<TFieldValues>, TContext, NoInfer<TTransformedValues>>,
): UseFormReturn<TFieldValues, TContext, TTransformedValues>;
/**
 * {@link useZodForm} with a resolver built beforehand (e.g. a lazily loaded one), used as it is;
 * the form is typed by the resolver.
 */
export function useZodForm<
  TFieldValues extends FieldValues,
  TContext = unknown,
  TTransformedValues = TFieldValues,
>(
  resolver: Resolver<TFieldValues, TContext, TTransformedValues>,
  options?: UseZodFormOptions<TFieldValues, TContext, TTransformedValues>,
): UseFormReturn<TFieldValues, TContext, TTransformedValues>;
export function useZodForm<TFieldValues extends FieldValues, TContext, TTransformedValues>(
  schemaOrResolver:
    | z.$ZodType<TTransformedValues, TFieldValues>
    | Resolver<TFieldValues, TContext, TTransformedValues>,
  options?: UseZodFormOptions<TFieldValues, TContext, TTransformedValues>,
): UseFormReturn<TFieldValues, TContext, TTransformedValues> {
  const resolver =
    typeof schemaOrResolver === 'function' ? schemaOrResolver : zodResolver(schemaOrResolver);
  return useForm<TFieldValues, TContext, TTransformedValues>({ ...options, resolver });
}
