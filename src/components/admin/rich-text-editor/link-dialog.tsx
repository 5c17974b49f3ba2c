'use client';

import * as React from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input, Label } from '@/components/ui/input';
import { editorUrlError, normaliseEditorUrl } from '@/lib/editor-url';

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

/**
 * The dialogs are portalled, but React events still bubble to the editor's React parents (for
 * instance the post form): a submit here must not submit that form.
 */
export function stopSubmit(event: React.FormEvent) {
  event.preventDefault();
  event.stopPropagation();
}

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
  const errorId = `${uid}-url-error`;
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
      <div className="space-y-1.5">
        <Label htmlFor={urlId}>Link address</Label>
        <Input
          ref={urlRef}
          id={urlId}
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://example.com"
          value={href}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setHref(event.target.value);
            if (error) setError(null);
          }}
        />
        {error ? (
          <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      {state.needsText ? (
        <div className="space-y-1.5">
          <Label htmlFor={`${uid}-text`}>Text to show</Label>
          <Input
            id={`${uid}-text`}
            type="text"
            value={text}
            aria-describedby={`${uid}-text-hint`}
            onChange={(event) => setText(event.target.value)}
          />
          <p id={`${uid}-text-hint`} className="text-xs text-slate-600">
            Leave empty to show the address itself.
          </p>
        </div>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3">
        {state.isLink ? (
          <Button variant="outline" className="mr-auto" onClick={onRemove}>
            Remove link
          </Button>
        ) : null}
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">{state.isLink ? 'Update link' : 'Add link'}</Button>
      </div>
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
    <Dialog
      open={state !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onRestoreFocus();
        }}
      >
        {state ? (
          <LinkForm state={state} onApply={onApply} onRemove={onRemove} onCancel={onClose} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
