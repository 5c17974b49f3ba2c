'use client';

import { CalendarClock } from 'lucide-react';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isoToLocalInput, localInputToIso } from '@/lib/datetime-local';

/** The words of a {@link ScheduleDialog}: the page publication's by default. */
export type ScheduleTexts = {
  title: string;
  description: string;
  /** The time field's label. */
  label: string;
  /** The time field's id. */
  fieldId: string;
};

const PAGE_TEXTS: ScheduleTexts = {
  title: 'Schedule the publication',
  description:
    'The draft is published by itself at this time. Changes you make to it until then are published too.',
  label: 'Publish at',
  fieldId: 'page-publish-at',
};

/**
 * "Schedule…": asks for the date and time (in the person's time zone) the page's draft is to be
 * published at (or, with `texts`, whatever else is scheduled: a newsletter campaign), and hands it
 * to `onSchedule` as an ISO 8601 time with its offset. Says what is wrong with a time in the past
 * or an empty one, and keeps the dialog open until the schedule is saved.
 * @param onSchedule - resolves true once saved (the dialog then closes)
 */
export function ScheduleDialog({
  disabled,
  current,
  onSchedule,
  texts = PAGE_TEXTS,
}: {
  disabled?: boolean;
  /** The time already scheduled, offered to move. */
  current: Date | string | null;
  onSchedule: (publishAt: string) => Promise<boolean>;
  texts?: ScheduleTexts;
}) {
  const [open, setOpen] = React.useState(false);
  const [value, setValue] = React.useState('');
  const [error, setError] = React.useState<string | undefined>();
  const [busy, setBusy] = React.useState(false);
  const timeZone = React.useMemo(() => Intl.DateTimeFormat().resolvedOptions().timeZone, []);

  function openChange(next: boolean) {
    setOpen(next);
    if (next) {
      setError(undefined);
      setValue(isoToLocalInput(current ?? new Date(Date.now() + 60 * 60 * 1000)));
    }
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const iso = localInputToIso(value);
    if (!iso) return setError('Choose a date and time');
    if (new Date(iso).getTime() <= Date.now()) return setError('Choose a time in the future');
    setBusy(true);
    const saved = await onSchedule(iso);
    setBusy(false);
    if (saved) setOpen(false);
  }

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogTrigger asChild>
        <Button variant="outline" disabled={disabled}>
          <CalendarClock aria-hidden="true" />
          {current ? 'Reschedule…' : 'Schedule…'}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogDescription>{texts.description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={(e) => void submit(e)} className="space-y-4" noValidate>
          <FormField
            id={texts.fieldId}
            label={texts.label}
            hint={`Your time zone (${timeZone}).`}
            error={error}
          >
            <Input
              type="datetime-local"
              value={value}
              onChange={(e) => {
                setValue(e.target.value);
                setError(undefined);
              }}
            />
          </FormField>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              Schedule
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
