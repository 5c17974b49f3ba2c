'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { ExternalLink, Film, Pencil, Replace, Upload } from 'lucide-react';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button, SubmitButton } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { fieldControlClass, FileInput, Input, Textarea } from '@/components/ui/input';
import {
  isBrokenUrl,
  PRIORITY_SLOT_IDS,
  QUICK_ASSIGN_IN_SUMMARY,
  QUICK_ASSIGN_PER_ITEM,
  quickAssignSlots,
  seoBadge,
} from '@/lib/media/rules';
import { getSlot, slotCatalogue, type SlotPage } from '@/lib/media/slots';
import { UploadFailure, uploadFile, type UploadResult } from '@/lib/upload-client';
import { cn } from '@/lib/utils';
import { SLOT_MESSAGES, slotEditSchema } from '@/lib/validation/media';
import { checkUpload, UPLOAD_RULES } from '@/lib/validation/uploads';
import {
  assignMediaToSlotAction,
  deleteMediaAction,
  replaceSlotMediaAction,
  setMediaActiveAction,
  updateSlotMediaAction,
  uploadSlotMediaAction,
} from '@/server/media/actions';
import { CheckboxField, DeleteButton } from '../controls';
import { useAdminAction } from '../use-admin-action';
import { SLOT_PAGE_PATHS } from './slot-pages';

/** A site_media row as the Page Slots sub-tab needs it. */
export type SlotMediaRow = {
  id: number;
  name: string;
  file_url: string;
  file_type: string | null;
  alt_text: string | null;
  redirect_url: string | null;
  seo_title: string | null;
  seo_description: string | null;
  seo_score: number | null;
  is_active: boolean;
  is_clickable: boolean;
  slot_id: string | null;
  file_size: string | null;
};

const SLOT_ACCEPT = UPLOAD_RULES['slot-media'].accept;

const BADGE_STYLE = {
  green: 'bg-green-100 text-green-800',
  yellow: 'bg-amber-100 text-amber-900',
  red: 'bg-red-100 text-red-800',
  grey: 'bg-slate-100 text-slate-600',
} as const;

function slotName(id: string): string {
  return slotCatalogue.find((s) => s.id === id)?.name ?? id;
}

function storedFile(result: UploadResult) {
  return {
    file_url: result.url,
    file_type: result.contentType,
    size: result.size,
    original_filename: result.originalFilename,
    width: result.width ?? null,
    height: result.height ?? null,
  };
}

function MediaThumb({ item, className }: { item: SlotMediaRow; className?: string }) {
  const isVideo = (item.file_type ?? '').startsWith('video/');
  if (isVideo || isBrokenUrl(item.file_url)) {
    return (
      <div
        className={cn(
          'flex items-center justify-center rounded-lg bg-slate-100 text-slate-600',
          className,
        )}
      >
        {isVideo ? (
          <Film aria-hidden="true" className="size-6" />
        ) : (
          <span className="text-xs">No preview</span>
        )}
      </div>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- admin preview of stored or external media
    <img
      src={item.file_url}
      alt={item.alt_text ?? ''}
      className={cn('rounded-lg bg-slate-100 object-contain', className)}
    />
  );
}

function SeoBadge({ score }: { score: number | null }) {
  const tone = seoBadge(score);
  return (
    <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', BADGE_STYLE[tone])}>
      SEO {score ?? '–'}
    </span>
  );
}

function SlotSelect({
  id,
  value,
  onChange,
  slots,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
  slots: readonly { id: string; name: string; page: SlotPage }[];
}) {
  const pages = [...new Set(slots.map((s) => s.page))];
  return (
    <select
      id={id}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      className={fieldControlClass}
    >
      <option value="">Choose a slot</option>
      {pages.map((page) => (
        <optgroup key={page} label={SLOT_PAGE_PATHS[page].label}>
          {slots
            .filter((s) => s.page === page)
            .map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
        </optgroup>
      ))}
    </select>
  );
}

function Card({ title, children, id }: { title: string; children: React.ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 p-5">
      <h4 id={id} className="text-base font-semibold text-navy-900">
        {title}
      </h4>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/**
 * Page Slot Media Management (back-office.md §2, §4, §5, §9): upload for a slot, assign stored
 * media to slots (with priority quick-assign and broken-URL detection), the assigned slots with
 * replace, edit, delete and the active switch, and the slots that are still empty.
 */
export function SlotsManager({
  assigned,
  unassigned,
}: {
  assigned: SlotMediaRow[];
  unassigned: SlotMediaRow[];
}) {
  const activeSlots = new Set(assigned.filter((r) => r.is_active).map((r) => r.slot_id!));
  const emptySlots = slotCatalogue.filter((s) => !activeSlots.has(s.id));
  const emptyPriority = quickAssignSlots(
    emptySlots.map((s) => s.id),
    PRIORITY_SLOT_IDS.length,
  );
  return (
    <div className="grid gap-6">
      <SlotUploadCard />
      <AssignCard unassigned={unassigned} emptyPriority={emptyPriority} />
      <Card
        id="assigned-slots"
        title={`Assigned Slots (${activeSlots.size} of ${slotCatalogue.length})`}
      >
        {assigned.length === 0 ? (
          <p className="text-sm text-slate-600">
            No slot has media yet; pages show their defaults.
          </p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {assigned.map((item) => (
              <AssignedRow key={item.id} item={item} />
            ))}
          </ul>
        )}
      </Card>
      <Card id="empty-slots" title={`Available Empty Slots (${emptySlots.length})`}>
        {emptySlots.length === 0 ? (
          <p className="text-sm text-slate-600">Every slot has media.</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" data-testid="empty-slots">
            {emptySlots.map((s) => (
              <li key={s.id} className="rounded-lg bg-slate-50 px-3 py-2 text-sm">
                <span className="font-medium text-navy-900">{s.name}</span>
                <span className="block text-xs text-slate-600">
                  {SLOT_PAGE_PATHS[s.page].label}
                  {s.priority ? ' · priority' : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

function SlotUploadCard() {
  const { run } = useAdminAction();
  const [slotId, setSlotId] = React.useState('');
  const [altText, setAltText] = React.useState('');
  const [seoTitle, setSeoTitle] = React.useState('');
  const [file, setFile] = React.useState<File | null>(null);
  const [busy, setBusy] = React.useState(false);
  const fileRef = React.useRef<HTMLInputElement>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!file || !slotId || !altText.trim()) {
      toast.error(SLOT_MESSAGES.uploadMissing);
      return;
    }
    setBusy(true);
    try {
      const uploaded = await uploadFile(file, 'slot-media', { fields: { slotId } });
      const result = await run(
        () =>
          uploadSlotMediaAction({
            ...storedFile(uploaded),
            slot_id: slotId,
            alt_text: altText,
            seo_title: seoTitle,
          }),
        { success: 'Media uploaded successfully', errorTitle: (m) => `Upload failed: ${m}` },
      );
      if (result.ok) {
        setFile(null);
        setAltText('');
        setSeoTitle('');
        if (fileRef.current) fileRef.current.value = '';
      }
    } catch (error) {
      toast.error(
        `Upload failed: ${error instanceof UploadFailure ? error.description : 'Please try again.'}`,
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card id="slot-upload" title="Upload Media to a Slot">
      <form onSubmit={submit} noValidate className="grid gap-4 md:grid-cols-2">
        <FormField id="slot-upload-slot" label="Slot" required>
          <SlotSelect
            id="slot-upload-slot"
            value={slotId}
            onChange={setSlotId}
            slots={slotCatalogue}
          />
        </FormField>
        <FormField
          id="slot-upload-file"
          label="File"
          required
          hint="JPEG, PNG, WebP or GIF image, or MP4/WebM video, up to 50 MB."
        >
          <FileInput
            ref={fileRef}
            accept="image/*,video/*"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </FormField>
        <FormField
          id="slot-upload-alt"
          label="Alt text"
          required
          hint="Required for SEO and screen readers."
        >
          <Input value={altText} onChange={(e) => setAltText(e.target.value)} />
        </FormField>
        <FormField id="slot-upload-seo" label="SEO title">
          <Input value={seoTitle} onChange={(e) => setSeoTitle(e.target.value)} />
        </FormField>
        <div className="md:col-span-2">
          <SubmitButton disabled={busy}>
            <Upload aria-hidden="true" /> {busy ? 'Uploading…' : 'Upload to Slot'}
          </SubmitButton>
        </div>
      </form>
    </Card>
  );
}

function AssignCard({
  unassigned,
  emptyPriority,
}: {
  unassigned: SlotMediaRow[];
  emptyPriority: string[];
}) {
  const { run, pending } = useAdminAction();
  const [choice, setChoice] = React.useState<Record<number, string>>({});
  const assign = (id: number, slotId: string | undefined) => {
    if (!slotId) {
      toast.error(SLOT_MESSAGES.selectSlot);
      return;
    }
    return run(() => assignMediaToSlotAction({ id, slot_id: slotId }), {
      success: 'Media assigned to slot successfully',
      errorTitle: (m) => `Assignment failed: ${m}`,
    });
  };
  const summary = emptyPriority.slice(0, QUICK_ASSIGN_IN_SUMMARY);
  // The summary's quick-assign buttons place the first assignable item of the list below.
  const next = unassigned.find((item) => !isBrokenUrl(item.file_url));
  return (
    <Card id="assign-media" title="Assign Media to Slots">
      <p className="text-sm text-slate-600">
        <span className="font-semibold text-navy-900" data-testid="unassigned-count">
          {unassigned.length}
        </span>{' '}
        unassigned {unassigned.length === 1 ? 'item' : 'items'} in the media library.
      </p>
      {summary.length > 0 ? (
        <div className="mt-2 text-sm text-slate-600" data-testid="priority-summary">
          {next ? (
            <>
              <p>
                Priority slots still empty — assign{' '}
                <span className="font-medium text-navy-900">{next.name}</span> (first in the list
                below) with one click:
              </p>
              <div className="mt-2 flex flex-wrap gap-2">
                {summary.map((slotId) => (
                  <Button
                    key={slotId}
                    size="sm"
                    variant="secondary"
                    disabled={pending}
                    onClick={() => assign(next.id, slotId)}
                    aria-label={`Assign ${next.name} to ${slotName(slotId)}`}
                  >
                    {getSlot(slotId).name}
                  </Button>
                ))}
              </div>
            </>
          ) : (
            <p>
              Priority slots still empty:{' '}
              {summary.map((id, i) => (
                <span key={id} className="font-medium text-navy-900">
                  {slotName(id)}
                  {i < summary.length - 1 ? ', ' : ''}
                </span>
              ))}
              . Store or upload media to fill them.
            </p>
          )}
        </div>
      ) : null}
      {unassigned.length > 0 ? (
        <ul className="mt-4 divide-y divide-slate-200" aria-busy={pending}>
          {unassigned.map((item) => {
            const broken = isBrokenUrl(item.file_url);
            return (
              <li
                key={item.id}
                data-testid="unassigned-item"
                className="flex flex-wrap items-center gap-4 py-3"
              >
                <MediaThumb item={item} className="h-14 w-20" />
                <div className="min-w-40 flex-1">
                  <p className="text-sm font-medium text-navy-900">{item.name}</p>
                  {broken ? (
                    <span className="mt-1 inline-block rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
                      Broken URL
                    </span>
                  ) : null}
                </div>
                {broken ? (
                  <p className="text-xs text-slate-600">Upload the file again to use it.</p>
                ) : (
                  <div className="flex flex-wrap items-center gap-2">
                    {emptyPriority.slice(0, QUICK_ASSIGN_PER_ITEM).map((slotId) => (
                      <Button
                        key={slotId}
                        size="sm"
                        variant="outline"
                        onClick={() => assign(item.id, slotId)}
                        aria-label={`Assign ${item.name} to ${slotName(slotId)}`}
                      >
                        {getSlot(slotId).name}
                      </Button>
                    ))}
                    <label className="sr-only" htmlFor={`assign-${item.id}`}>
                      Slot for {item.name}
                    </label>
                    <SlotSelect
                      id={`assign-${item.id}`}
                      value={choice[item.id] ?? ''}
                      onChange={(v) => setChoice((c) => ({ ...c, [item.id]: v }))}
                      slots={slotCatalogue}
                    />
                    <Button size="sm" onClick={() => assign(item.id, choice[item.id])}>
                      Assign
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </Card>
  );
}

function AssignedRow({ item }: { item: SlotMediaRow }) {
  const { run } = useAdminAction();
  const [dialog, setDialog] = React.useState<'replace' | 'edit' | null>(null);
  // The switch moves at once; it settles on the server's value when the refresh arrives.
  const [active, setActive] = React.useOptimistic(item.is_active);
  const [, startTransition] = React.useTransition();
  const slot = getSlot(item.slot_id!);
  const where = SLOT_PAGE_PATHS[slot.page];
  return (
    <li
      data-testid="assigned-slot"
      data-slot-id={slot.id}
      className="flex flex-wrap items-center gap-4 py-3"
    >
      <MediaThumb item={item} className="h-16 w-24" />
      <div className="min-w-48 flex-1">
        <p className="text-sm font-semibold text-navy-900">{slot.name}</p>
        <p className="text-xs text-slate-600">
          {item.name} · {where.label}
          {item.file_size ? ` · ${item.file_size}` : ''}
        </p>
        <div className="mt-1 flex flex-wrap gap-2">
          <SeoBadge score={item.seo_score} />
          {!item.is_active ? (
            <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700">
              Inactive
            </span>
          ) : null}
        </div>
      </div>
      <div className="flex items-center gap-1">
        <label className="mr-2 inline-flex items-center gap-2 text-xs font-medium text-slate-700">
          <input
            type="checkbox"
            role="switch"
            checked={active}
            aria-label={`${slot.name} active`}
            className="size-4 accent-brand-600"
            onChange={(e) => {
              const next = e.target.checked;
              startTransition(async () => {
                setActive(next);
                await run(() => setMediaActiveAction({ id: item.id, is_active: next }), {
                  success: next ? 'Media activated successfully' : 'Media deactivated successfully',
                  errorTitle: (m) => `Failed to toggle media: ${m}`,
                });
              });
            }}
          />
          Active
        </label>
        <a
          href={where.path}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`View ${slot.name} in place`}
          className="inline-flex size-10 items-center justify-center rounded-lg text-navy-900 hover:bg-slate-100"
        >
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Replace ${slot.name}`}
          onClick={() => setDialog('replace')}
        >
          <Replace aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Edit ${slot.name}`}
          onClick={() => setDialog('edit')}
        >
          <Pencil aria-hidden="true" />
        </Button>
        <DeleteButton
          label={`Delete ${slot.name}`}
          title={`Delete "${item.name}"?`}
          description="The slot shows its default again. This cannot be undone."
          onConfirm={() =>
            run(() => deleteMediaAction({ id: item.id }), {
              success: 'Media deleted successfully',
              errorTitle: (m) => `Delete failed: ${m}`,
            })
          }
        />
      </div>
      <ReplaceDialog item={item} open={dialog === 'replace'} onClose={() => setDialog(null)} />
      {dialog === 'edit' ? <EditDialog item={item} onClose={() => setDialog(null)} /> : null}
    </li>
  );
}

function ReplaceDialog({
  item,
  open,
  onClose,
}: {
  item: SlotMediaRow;
  open: boolean;
  onClose: () => void;
}) {
  const { run } = useAdminAction();
  const [file, setFile] = React.useState<File | null>(null);
  const [errors, setErrors] = React.useState<string[]>([]);
  const [message, setMessage] = React.useState<string | null>(null);
  const [busy, setBusy] = React.useState(false);

  function pick(f: File | null) {
    setFile(f);
    setMessage(null);
    const problem = f ? checkUpload('slot-media', f) : null;
    setErrors(problem ? [`${problem.title}: ${problem.description}`] : []);
  }

  async function replace() {
    if (!file) {
      setMessage(SLOT_MESSAGES.selectFile);
      toast.error(SLOT_MESSAGES.noFile);
      return;
    }
    if (errors.length) {
      setMessage(SLOT_MESSAGES.fixErrors);
      return;
    }
    setBusy(true);
    try {
      const uploaded = await uploadFile(file, 'slot-media', { fields: { slotId: item.slot_id! } });
      const result = await run(
        () => replaceSlotMediaAction({ id: item.id, ...storedFile(uploaded) }),
        { success: 'Media replaced successfully', errorTitle: (m) => `Replace failed: ${m}` },
      );
      if (result.ok) {
        pick(null);
        onClose();
      }
    } catch (error) {
      toast.error(
        `Replace failed: ${error instanceof UploadFailure ? error.description : 'Please try again.'}`,
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(o) => !o && !busy && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Replace Media</DialogTitle>
          <DialogDescription>
            The new file takes the place of “{item.name}” in {slotName(item.slot_id!)}.
          </DialogDescription>
        </DialogHeader>
        <div className="mt-5 space-y-3">
          <label
            htmlFor={`replace-${item.id}`}
            className="block text-sm font-medium text-slate-800"
          >
            New file
          </label>
          <FileInput
            id={`replace-${item.id}`}
            accept={SLOT_ACCEPT}
            onChange={(e) => pick(e.target.files?.[0] ?? null)}
          />
          <p className="text-xs text-slate-600">JPEG, PNG, WebP, GIF, MP4 or WebM, up to 50 MB.</p>
          {errors.length > 0 ? (
            <ul role="alert" className="list-disc pl-5 text-sm text-red-700">
              {errors.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          ) : null}
          {message ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {message}
            </p>
          ) : null}
          <div className="flex justify-end gap-3 pt-2">
            <Button variant="outline" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button onClick={replace} disabled={busy}>
              {busy ? 'Replacing…' : 'Replace'}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}

type EditValues = {
  name: string;
  alt_text: string;
  redirect_url: string;
  seo_title: string;
  seo_description: string;
  is_clickable: boolean;
};

function EditDialog({ item, onClose }: { item: SlotMediaRow; onClose: () => void }) {
  const { run } = useAdminAction();
  const { register, handleSubmit, formState } = useForm<EditValues>({
    resolver: zodResolver(slotEditSchema.omit({ id: true })) as never,
    defaultValues: {
      name: item.name,
      alt_text: item.alt_text ?? '',
      redirect_url: item.redirect_url ?? '',
      seo_title: item.seo_title ?? '',
      seo_description: item.seo_description ?? '',
      is_clickable: item.is_clickable,
    },
  });
  const errors = formState.errors;
  const submit = handleSubmit(async (values) => {
    const result = await run(() => updateSlotMediaAction({ ...values, id: item.id }), {
      success: 'Media updated successfully',
      errorTitle: (m) => `Update failed: ${m}`,
    });
    if (result.ok) onClose();
  });
  return (
    <Dialog open onOpenChange={(o) => !o && !formState.isSubmitting && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Edit Media</DialogTitle>
          <DialogDescription>{slotName(item.slot_id!)}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="mt-5 space-y-4">
          <FormField id={`edit-name-${item.id}`} label="Name" required error={errors.name?.message}>
            <Input {...register('name')} />
          </FormField>
          <FormField
            id={`edit-alt-${item.id}`}
            label="Alt text"
            required
            error={errors.alt_text?.message}
          >
            <Input {...register('alt_text')} />
          </FormField>
          <FormField
            id={`edit-link-${item.id}`}
            label="Link"
            hint="Optional: where a click on the media goes."
            error={errors.redirect_url?.message}
          >
            <Input {...register('redirect_url')} />
          </FormField>
          <FormField
            id={`edit-seo-title-${item.id}`}
            label="SEO title"
            error={errors.seo_title?.message}
          >
            <Input {...register('seo_title')} />
          </FormField>
          <FormField
            id={`edit-seo-desc-${item.id}`}
            label="SEO description"
            error={errors.seo_description?.message}
          >
            <Textarea {...register('seo_description')} rows={2} className="min-h-0" />
          </FormField>
          <CheckboxField label="Clickable" {...register('is_clickable')} />
          <div className="flex justify-end pt-2">
            <SubmitButton disabled={formState.isSubmitting}>
              {formState.isSubmitting ? 'Saving…' : 'Save Changes'}
            </SubmitButton>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
