'use client';

import { Copy, Plus } from 'lucide-react';
import { useRouter } from 'next/navigation';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useZodForm } from '@/components/ui/use-zod-form';
import type { LandingPageKey } from '@/lib/pages/registry';
import { landingCreateSchema } from '@/lib/validation/pages';
import { checkLandingPathAction, createLandingPageAction } from '@/server/pages/actions';
import { FormDialog } from '../form-dialog';
import { useAdminAction } from '../use-admin-action';
import { useDialogForm, useDraftDialog } from '../use-dialog-form';

type FormValues = { title: string; path: string };

const toValues = (): FormValues => ({ title: '', path: '' });

/** "Spring trade show 2027" → "/spring-trade-show-2027". */
function pathFor(title: string): string {
  const words = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return words ? `/${words}` : '';
}

/**
 * The Pages section's "New landing page", and a landing page's "Duplicate" (`from`): a name and an
 * address (proposed from the name, checked against the site's routes, redirects and other pages
 * as the person types). Create opens the new page's editor on its first draft (a copy of the
 * duplicated page's newest words).
 */
export function NewLandingPage({ from }: { from?: { key: LandingPageKey; label: string } }) {
  const router = useRouter();
  const { run } = useAdminAction();
  const draft = useDraftDialog<null>(null);
  const form = useZodForm<FormValues, FormValues>(landingCreateSchema, {
    defaultValues: toValues(),
  });
  // The address follows the name until the person writes one of their own.
  const proposed = React.useRef('');
  // The server's answer for the address it was asked about (stale once the address changes).
  const [checked, setChecked] = React.useState<{ path: string; problem: string | null }>({
    path: '',
    problem: null,
  });
  const dialog = useDialogForm(form, {
    ...draft.props,
    toValues,
    onSubmit: async (values) => {
      const result = await run(() => createLandingPageAction({ ...values, from: from?.key }), {
        success: from ? 'Landing page duplicated' : 'Landing page created',
        errorTitle: 'Error creating the landing page',
      });
      if (result.ok && result.data) router.push(`/admin/pages/${result.data.page.key}`);
      return result;
    },
  });
  const title = form.watch('title');
  const path = form.watch('path');
  React.useEffect(() => {
    const next = pathFor(title);
    if (form.getValues('path') === proposed.current)
      form.setValue('path', next, { shouldDirty: true });
    proposed.current = next;
  }, [title, form]);
  // The address is checked on the server a moment after it stops changing.
  React.useEffect(() => {
    if (!/^\/[a-z0-9]/.test(path)) return;
    const timer = setTimeout(async () => {
      const result = await checkLandingPathAction({ path });
      if (result.ok) setChecked({ path, problem: result.data.problem });
    }, 300);
    return () => clearTimeout(timer);
  }, [path]);
  const problem = checked.path === path ? checked.problem : null;

  return (
    <>
      <Button
        variant={from ? 'outline' : 'primary'}
        onClick={() => {
          proposed.current = '';
          draft.edit(null);
        }}
      >
        {from ? <Copy aria-hidden="true" /> : <Plus aria-hidden="true" />}
        {from ? 'Duplicate' : 'New landing page'}
      </Button>
      <FormDialog
        {...dialog}
        noun="landing page"
        editing={false}
        description={
          from
            ? `A copy of ${from.label}, with its sections and words, at an address of its own. Nothing is public until you publish it.`
            : "A page for a campaign, built from the site's own sections. Nothing is public until you publish it."
        }
      >
        <TextField form={form} name="title" id="landing-title" label="Name" required />
        <TextField
          form={form}
          name="path"
          id="landing-path"
          label="Address"
          required
          hint="A path on this site, such as /spring-show"
        />
        {problem ? (
          <p role="alert" className="text-sm font-medium text-red-700" data-testid="path-problem">
            {problem}
          </p>
        ) : null}
      </FormDialog>
    </>
  );
}
