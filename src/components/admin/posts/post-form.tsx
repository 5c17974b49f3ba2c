'use client';

import { ExternalLink, Loader2 } from 'lucide-react';
import Link from 'next/link';
import * as React from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Button, SaveButton } from '@/components/ui/button';
import { FieldError, FormField } from '@/components/ui/form-field';
import { Input, Select } from '@/components/ui/input';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast';
import { useZodForm } from '@/components/ui/use-zod-form';
import { buttonVariants } from '@/components/ui/variants';
import { localInputToIso } from '@/lib/datetime-local';
import { formatDateTime, postState } from '@/lib/post-state';
import { uploadFile } from '@/lib/upload-client';
import { slugify } from '@/lib/validation/posts';
import { createPostAction, discardAutosaveAction, updatePostAction } from '@/server/posts/actions';
import type { EditablePost } from '@/server/posts/service';
import type { postForEditor } from '@/server/revisions/history';
import { adminRead } from '../admin-read';
import { HistoryDialog } from '../history-dialog';
import { postHistory, type LoadedPostRevision } from '../history-sources';
import { ImageFormField } from '../image-upload-field';
import { SendAsNewsletterButton } from '../newsletter/send-as-newsletter';
import { RichTextEditor } from '../rich-text-editor';
import { useLiveDirty } from '../unsaved-changes';
import { useAdminAction } from '../use-admin-action';
import { useEditConflict } from '../use-edit-conflict';
import { AutosaveStatus, RestoreOffer } from './autosave-parts';
import {
  CONFLICT_FIELDS,
  EMPTY,
  fromPost,
  newestAutosave,
  resolver,
  scheduledTime,
  STATUS_OPTIONS,
  toInput,
  type FormValues,
} from './post-form-values';
import { PrePublishDialog } from './seo/prepublish-dialog';
import { SeoPanel } from './seo/seo-panel';
import { usePostSeo } from './seo/use-post-seo';
import { SharePreview } from './share-preview';
import { clearLocalAutosave, readLocalAutosave, usePostAutosave } from './use-post-autosave';

/** The form inside the dialog; mounted afresh for each post, so its state starts clean. */
export function PostForm({
  postId,
  categories,
  onBusyChange,
  onDirtyChange,
  onSaved,
  onDraftCreated,
  onLoadFailed,
}: {
  postId: number | null;
  categories: readonly string[];
  onBusyChange: (busy: boolean) => void;
  /** Whether the form holds unsaved changes (typing in the content editor counts). */
  onDirtyChange: (dirty: boolean) => void;
  onSaved: () => void;
  onDraftCreated: (id: number) => void;
  onLoadFailed: () => void;
}) {
  const { run } = useAdminAction();
  const [loading, setLoading] = React.useState(postId !== null);
  const [slugEdited, setSlugEdited] = React.useState(postId !== null);
  const form = useZodForm<FormValues>(resolver, { defaultValues: EMPTY });
  const { register, control, handleSubmit, reset, setValue, setError, formState } = form;
  // The version this form is based on, sent with the update, and the conflict view.
  const conflict = useEditConflict(form, {
    version: undefined,
    what: 'post',
    fields: CONFLICT_FIELDS,
    toValues: fromPost,
    versionOf: (p: EditablePost) => p.version,
  });
  const { version, saved: setVersion } = conflict;
  const errors = formState.errors;
  const savedSlug = postId !== null ? (formState.defaultValues?.slug ?? null) : null;
  const seo = usePostSeo(control, savedSlug);
  // The pre-publish checklist: its warnings while it is open; "Publish anyway" saves.
  const [prePublish, setPrePublish] = React.useState<typeof seo.checks | null>(null);
  const timeZone = React.useMemo(() => Intl.DateTimeFormat().resolvedOptions().timeZone, []);
  // The post as last saved (what the site shows): a published one may go out as a newsletter.
  const asSaved = formState.defaultValues;
  const savedState =
    postId !== null && asSaved?.status
      ? postState({
          status: asSaved.status,
          published_at: asSaved.published_local ? localInputToIso(asSaved.published_local) : null,
        })
      : null;

  React.useEffect(() => {
    onBusyChange(formState.isSubmitting);
  }, [formState.isSubmitting, onBusyChange]);

  React.useEffect(() => {
    onDirtyChange(formState.isDirty);
    return () => onDirtyChange(false);
  }, [formState.isDirty, onDirtyChange]);
  // Also within the change itself (text pasted into the editor, then Escape at once).
  useLiveDirty(form, true, onDirtyChange);

  // The revision History loaded into the form, named by the next save as its restore.
  const [restoredFrom, setRestoredFrom] = React.useState<number | undefined>(undefined);
  // Publishing with a future time schedules: the primary button and "Publish anyway" name it.
  const [statusValue, publishedLocal] = useWatch({ control, name: ['status', 'published_local'] });
  const scheduleAt = scheduledTime(statusValue, publishedLocal);
  const savedValues = formState.defaultValues;
  const saved =
    postId !== null && savedValues
      ? {
          status: savedValues.status ?? 'draft',
          published_at: localInputToIso(savedValues.published_local ?? ''),
        }
      : null;
  // An autosave newer than the post's last save, from the server or kept in this browser.
  const [offer, setOffer] = React.useState<{ values: FormValues; at: number } | null>(null);
  const autosave = usePostAutosave(postId, control, !loading && formState.isDirty);
  const loadFailed = React.useEffectEvent(() => onLoadFailed());
  React.useEffect(() => {
    if (postId === null) return;
    let cancelled = false;
    adminRead<Awaited<ReturnType<typeof postForEditor>>>(`/api/admin/posts/${postId}`)
      .then((result) => {
        if (cancelled) return;
        if (result.ok) {
          const saved = fromPost(result.data);
          setVersion(result.data.version);
          reset(saved);
          setOffer(newestAutosave(result.data, saved, readLocalAutosave(postId)));
          setLoading(false);
        } else {
          toast.error('Error loading blog post', { description: result.error });
          loadFailed();
        }
      })
      .catch(() => {
        if (cancelled) return;
        toast.error('Error loading blog post', { description: 'Please try again.' });
        loadFailed();
      });
    return () => {
      cancelled = true;
    };
  }, [postId, reset, setVersion]);

  const titleField = register('title', {
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      if (!slugEdited) setValue('slug', slugify(e.target.value), { shouldValidate: false });
    },
  });
  const slugField = register('slug', {
    onChange: () => {
      setSlugEdited(true);
    },
  });

  const showFieldErrors = (fieldErrors: Record<string, string>) => {
    for (const [field, message] of Object.entries(fieldErrors))
      setError((field === 'published_at' ? 'published_local' : field) as keyof FormValues, {
        message,
      });
  };

  /**
   * "Preview" of a post never saved: saves it as a draft first, then opens its
   * preview in a new tab (opened at the click, so no pop-up blocker stops it) and goes on editing
   * the saved draft.
   */
  const previewNew = () => {
    const tab = window.open('about:blank', '_blank');
    void handleSubmit(
      async (values) => {
        const result = await run(() => createPostAction({ ...toInput(values), status: 'draft' }), {
          success: 'Draft saved',
          successDescription: 'Its preview opened in a new tab.',
          errorTitle: 'Error creating blog post',
        });
        if (!result.ok) {
          tab?.close();
          if (result.fieldErrors) showFieldErrors(result.fieldErrors);
          return;
        }
        if (tab) tab.location.href = `/blog/preview/${result.data.id}`;
        onDraftCreated(result.data.id);
      },
      () => tab?.close(),
    )();
  };

  /** Saves the form; `confirmed` when "Publish anyway" answered the pre-publish checklist. */
  const save = (confirmed: boolean) =>
    handleSubmit(async (values) => {
      // Publishing (a new post, or one not published yet) with SEO warnings asks first; never blocks.
      const publishing =
        values.status === 'published' &&
        (postId === null || formState.defaultValues?.status !== 'published');
      const warnings = seo.checks.filter((c) => !c.ok);
      if (publishing && warnings.length > 0 && !confirmed) {
        setPrePublish(warnings);
        return;
      }
      const input = toInput(values);
      const result =
        postId === null
          ? await run(() => createPostAction(input), {
              success: 'Blog post created successfully!',
              errorTitle: 'Error creating blog post',
            })
          : await run(
              () =>
                updatePostAction({
                  id: postId,
                  post: input,
                  version,
                  restored_from: restoredFrom,
                }),
              {
                success: 'Blog post updated successfully!',
                errorTitle: 'Error updating blog post',
              },
            );
      if (conflict.caught(result, values)) return;
      if (result.ok) {
        // The save is the saved version now: no autosave is left to offer.
        if (postId !== null) clearLocalAutosave(postId);
        onSaved();
      } else if (result.fieldErrors) showFieldErrors(result.fieldErrors);
    });
  const submit = save(false);

  return loading ? (
    <div role="status" className="flex items-center gap-3 py-16 text-slate-600">
      <Loader2 aria-hidden="true" className="size-5 animate-spin" /> Loading the post…
    </div>
  ) : (
    <form onSubmit={submit} noValidate className="mt-6 space-y-5">
      {offer && postId !== null ? (
        <RestoreOffer
          at={offer.at}
          onRestore={() => {
            for (const [key, value] of Object.entries(offer.values) as [keyof FormValues, string][])
              setValue(key, value as never, { shouldDirty: true });
            setOffer(null);
          }}
          onDiscard={() => {
            clearLocalAutosave(postId);
            void discardAutosaveAction({ id: postId });
            setOffer(null);
          }}
        />
      ) : null}
      <div className="grid gap-5 md:grid-cols-2">
        <FormField id="post-title" label="Title" required error={errors.title?.message}>
          <Input {...titleField} />
        </FormField>
        <FormField
          id="post-slug"
          label="Slug"
          required
          hint="The address of the article: /resources/{slug}. Follows the title until you edit it."
          error={errors.slug?.message}
        >
          <Input {...slugField} />
        </FormField>
      </div>
      <TextField
        form={form}
        name="excerpt"
        id="post-excerpt"
        label="Excerpt"
        rows={2}
        controlClassName="min-h-0"
      />
      <div className="space-y-1.5">
        <span id="post-content-label" className="block text-sm font-medium text-slate-800">
          Content
        </span>
        <Controller
          control={control}
          name="content"
          render={({ field }) => (
            <RichTextEditor
              id="post-content"
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              labelledBy="post-content-label"
              describedBy={errors.content ? 'post-content-error' : undefined}
              invalid={Boolean(errors.content)}
              disabled={formState.isSubmitting}
              onUploadImage={(file, { onProgress, signal }) =>
                uploadFile(file, 'blog-inline', { onProgress, signal }).then((r) => r.url)
              }
            />
          )}
        />
        <FieldError id="post-content-error" message={errors.content?.message} />
      </div>
      <div className="grid gap-5 md:grid-cols-3">
        <TextField form={form} name="author_name" id="post-author" label="Author" />
        <FormField id="post-category" label="Category" error={errors.category?.message}>
          <Select {...register('category')} placeholder="No category" options={categories} />
        </FormField>
        <TextField
          form={form}
          name="tags"
          id="post-tags"
          label="Tags"
          hint="Separate tags with commas."
          placeholder="Inventory, Billing"
        />
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        <FormField id="post-status" label="Status" error={errors.status?.message}>
          <Select {...register('status')} options={STATUS_OPTIONS} />
        </FormField>
        <TextField
          form={form}
          name="published_local"
          id="post-published-at"
          label="Publication date and time"
          hint={`Your time zone (${timeZone}). A future time schedules the post; publishing with no date publishes now.`}
          type="datetime-local"
        />
      </div>
      <ImageFormField
        control={control}
        name="featured_image_url"
        id="post-image"
        purpose="blog-featured"
        label="Featured image"
      />
      <TextField
        form={form}
        name="featured_image_override"
        id="post-image-override"
        label="Featured image override URL"
        hint="When set, this https:// image replaces the uploaded one."
        placeholder="https://…"
      />
      <SeoPanel form={form} seo={seo} />
      <div className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 pt-5">
        {postId !== null ? (
          <div className="mr-auto flex flex-wrap gap-3">
            <Link
              href={`/blog/preview/${postId}`}
              target="_blank"
              className={buttonVariants({ variant: 'outline' })}
            >
              <ExternalLink aria-hidden="true" /> Preview
            </Link>
            <SharePreview postId={postId} />
            <HistoryDialog
              source={postHistory(postId)}
              onRestored={(data, revisionId) => {
                // The revision's words become unsaved changes: the person saves or publishes.
                const r = data as LoadedPostRevision;
                setRestoredFrom(revisionId);
                setSlugEdited(true);
                const set = { shouldDirty: true, shouldValidate: true };
                setValue('title', r.title, set);
                setValue('slug', r.slug, set);
                setValue('excerpt', r.excerpt ?? '', set);
                setValue('content', r.content, set);
                setValue('meta_description', r.meta_description ?? '', set);
              }}
            />
            {savedState === 'Published' ? (
              <SendAsNewsletterButton
                postId={postId}
                title={asSaved?.title ?? ''}
                labelled
                blockedBy={formState.isDirty ? 'Save your changes first' : undefined}
              />
            ) : null}
            <AutosaveStatus status={autosave} dirty={formState.isDirty} saved={saved} />
          </div>
        ) : (
          <Button
            type="button"
            variant="outline"
            className="mr-auto"
            disabled={formState.isSubmitting}
            onClick={previewNew}
          >
            <ExternalLink aria-hidden="true" /> Preview
          </Button>
        )}
        <SaveButton saving={formState.isSubmitting}>
          {scheduleAt
            ? `Schedule for ${formatDateTime(scheduleAt)}`
            : postId === null
              ? 'Create Post'
              : 'Update Post'}
        </SaveButton>
      </div>
      {conflict.view}
      <PrePublishDialog
        warnings={prePublish}
        scheduleAt={scheduleAt}
        onCancel={() => setPrePublish(null)}
        onPublish={() => {
          setPrePublish(null);
          void save(true)();
        }}
      />
    </form>
  );
}
