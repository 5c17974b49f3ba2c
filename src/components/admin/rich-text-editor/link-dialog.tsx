'use client';

import * as React from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { editorUrlError, normaliseEditorUrl } from '@/lib/editor-url';
import { AddressInput, EditorDialog, EditorDialogForm, useDialogField } from './editor-dialog';

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
  const url = useDialogField(state.href);
  const [text, setText] = React.useState('');

  function submit() {
    const problem = url.value.trim() === '' ? 'Enter the link address.' : editorUrlError(url.value);
    const normalised = problem ? null : normaliseEditorUrl(url.value);
    if (!normalised) {
      url.fail(problem ?? 'Enter the link address.');
      return;
    }
    onApply(normalised, text.trim());
  }

  return (
    <EditorDialogForm
      title={state.isLink ? 'Edit link' : 'Add link'}
      description="A web address (https://…), a page of this site such as /contact, an email address or a tel: number. Links to other sites open in a new tab."
      onSubmit={submit}
      submitLabel={state.isLink ? 'Update link' : 'Add link'}
      onCancel={onCancel}
      extra={
        state.isLink ? (
          <Button variant="outline" className="mr-auto" onClick={onRemove}>
            Remove link
          </Button>
        ) : null
      }
    >
      <FormField id={urlId} label="Link address" error={url.error}>
        <AddressInput placeholder="https://example.com" {...url.control} />
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
    </EditorDialogForm>
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
