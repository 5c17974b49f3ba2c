'use client';

import * as React from 'react';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { editorUrlError, normaliseEditorUrl } from '@/lib/editor-url';
import { AddressInput, EditorDialog, EditorDialogActions, stopSubmit } from './editor-dialog';

/* ------------------------------------------------------------------------------------------------
 * Link dialog
 * ---------------------------------------------------------------------------------------------- */

/** What the link dialog opens with. */
export type LinkDialogState = {
  /** The current href when the caret is on a link. */
  href: string;
  isLink: boolean;
  /** Nothing is selected: ask for the text to show. */
  needsText: boolean;
};

function LinkForm({
  state,
  onApply,
  onRemove,
  onCancel,
}: {
  state: LinkDialogState;
  onApply: (href: string, text: string) => void;
  onRemove: () => void;
  onCancel: () => void;
}) {
  const uid = React.useId();
  const urlId = `${uid}-url`;
  const [href, setHref] = React.useState(state.href);
  const [text, setText] = React.useState('');
  const [error, setError] = React.useState<string | null>(null);
  const urlRef = React.useRef<HTMLInputElement>(null);

  function submit(event: React.FormEvent) {
    stopSubmit(event);
    const problem = href.trim() === '' ? 'Enter the link address.' : editorUrlError(href);
    const normalised = problem ? null : normaliseEditorUrl(href);
    if (!normalised) {
      setError(problem ?? 'Enter the link address.');
      urlRef.current?.focus();
      return;
    }
    onApply(normalised, text.trim());
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <DialogHeader>
        <DialogTitle>{state.isLink ? 'Edit link' : 'Add link'}</DialogTitle>
        <DialogDescription>
          A web address (https://…), a page of this site such as /contact, an email address or a
          tel: number. Links to other sites open in a new tab.
        </DialogDescription>
      </DialogHeader>
      <FormField id={urlId} label="Link address" error={error ?? undefined}>
        <AddressInput
          ref={urlRef}
          placeholder="https://example.com"
          value={href}
          onChange={(event) => {
            setHref(event.target.value);
            if (error) setError(null);
          }}
        />
      </FormField>
      {state.needsText ? (
        <FormField
          id={`${uid}-text`}
          label="Text to show"
          hint="Leave empty to show the address itself."
        >
          <Input type="text" value={text} onChange={(event) => setText(event.target.value)} />
        </FormField>
      ) : null}
      <EditorDialogActions
        submitLabel={state.isLink ? 'Update link' : 'Add link'}
        onCancel={onCancel}
        extra={
          state.isLink ? (
            <Button variant="outline" className="mr-auto" onClick={onRemove}>
              Remove link
            </Button>
          ) : null
        }
      />
    </form>
  );
}

/**
 * The link dialog, open while `state` is set. Closing it (Escape, the close button, Cancel) calls
 * `onClose`; focus then goes back to the text through `onRestoreFocus`.
 */
export function LinkDialog({
  state,
  onApply,
  onRemove,
  onClose,
  onRestoreFocus,
}: {
  state: LinkDialogState | null;
  onApply: (href: string, text: string) => void;
  onRemove: () => void;
  onClose: () => void;
  onRestoreFocus: () => void;
}) {
  return (
    <EditorDialog open={state !== null} onClose={onClose} onRestoreFocus={onRestoreFocus}>
      {state ? (
        <LinkForm state={state} onApply={onApply} onRemove={onRemove} onCancel={onClose} />
      ) : null}
    </EditorDialog>
  );
}
