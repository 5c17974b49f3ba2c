import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import { useSpamGuard } from './spam-guard';
import { applyFieldErrors, postForm, trackConversion } from './submit';

/**
 * A contact or demo-request form (public-site.md §5, §8): react-hook-form validating on touch
 * with the lazily loaded schema, plus the spam guard. `onSubmit` posts the values and the guard
 * fields to `endpoint`; on success it fires the conversion, clears the form and calls
 * `onSuccess`. The server's field messages go on their fields; any other failure calls
 * `onFailure` with the server's own words when it asks to retry later (429, 503) or the form is
 * gone (404), else undefined.
 * Returns the form (for `TextField`s), its `isSubmitting`, the honeypot field and the `<form>`
 * element's props (`formProps`: onSubmit, noValidate, preload on focus).
 */
export function useLeadForm<TFieldValues extends FieldValues, TTransformedValues>({
  formResolver,
  emptyValues,
  endpoint,
  conversion,
  onSuccess,
  onFailure,
}: {
  /** The form's lazy resolver ({@link leadFormResolver}): validates, and preloads on focus. */
  formResolver: {
    resolver: Resolver<TFieldValues, unknown, TTransformedValues>;
    preload: () => void;
  };
  /** The empty form; its keys are the fields that can take a server message. */
  emptyValues: TFieldValues & DefaultValues<TFieldValues>;
  endpoint: string;
  conversion: 'demo' | 'contact' | 'form';
  onSuccess: () => void;
  onFailure: (retryMessage: string | undefined) => void;
}) {
  const form = useForm<TFieldValues, unknown, TTransformedValues>({
    resolver: formResolver.resolver,
    mode: 'onTouched',
    defaultValues: emptyValues,
  });
  const { honeypot, guardFields } = useSpamGuard();
  const onSubmit = form.handleSubmit(async (values) => {
    const { result } = await postForm(endpoint, { ...values, ...guardFields() });
    if (result.ok) {
      trackConversion(conversion);
      form.reset(emptyValues);
      onSuccess();
      return;
    }
    const fieldNames = Object.keys(emptyValues) as Path<TFieldValues>[];
    if (applyFieldErrors(result.fieldErrors, fieldNames, form.setError)) return;
    // Rate limited, briefly unavailable, or the form taken down: the server's words say what to do.
    const status = result.ok ? 0 : result.status;
    onFailure(status === 429 || status === 503 || status === 404 ? result.error : undefined);
  });
  const { isSubmitting } = form.formState;
  // The <form> element's own props: no browser validation (ours says more), the schema's code
  // starts loading when a field gets focus, and the submit above.
  const formProps = { onFocus: formResolver.preload, noValidate: true, onSubmit };
  return { form, isSubmitting, honeypot, formProps };
}
