'use client';

import { useRouter } from 'next/navigation';
import * as React from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { SaveButton } from '@/components/ui/button';
import { FieldError, FormAlert, FormField } from '@/components/ui/form-field';
import { Input, Select } from '@/components/ui/input';
import { TextField } from '@/components/ui/text-field';
import { useZodForm } from '@/components/ui/use-zod-form';
import { siteConfig } from '@/config/site';
import type { ActionResult } from '@/lib/action-result';
import { uploadFile } from '@/lib/upload-client';
import { campaignSchema, type CampaignData, type CampaignInput } from '@/lib/validation/newsletter';
import {
  campaignSegmentSizeAction,
  createCampaignAction,
  updateCampaignAction,
} from '@/server/newsletter/actions';
import type { CampaignEditorChoices, EditorCampaign } from '@/server/newsletter/queries';
import { ConflictDialog, conflictFields, type ConflictValue } from '../conflict-dialog';
import { CheckboxField } from '../controls';
import { applyFieldErrors } from '../form-defaults';
import { RichTextEditor } from '../rich-text-editor';
import { useLiveDirty, useUnsavedChanges } from '../unsaved-changes';
import { useAdminAction } from '../use-admin-action';
import { subscriberCount } from './send-controls';

/** The editor's values: the schema's input, every field present. */
type FormValues = Required<Omit<CampaignInput, 'segment'>> & {
  segment: Required<NonNullable<CampaignInput['segment']>>;
};

/** The form values of a campaign (a new one: an issue from the site's name to everyone). */
function valuesOf(c: EditorCampaign | null): FormValues {
  return {
    kind: c?.kind ?? 'issue',
    subject: c?.subject ?? '',
    preheader: c?.preheader ?? '',
    body_html: c?.body_html ?? '',
    post_id: c?.post_id ?? null,
    article_full: c?.article_full ?? false,
    from_name: c?.from_name ?? siteConfig.name,
    reply_to: c?.reply_to ?? '',
    segment: {
      subscribedFrom: c?.segment.subscribedFrom ?? '',
      subscribedTo: c?.segment.subscribedTo ?? '',
      source: c?.segment.source ?? '',
      campaign: c?.segment.campaign ?? '',
    },
    track_clicks: c?.track_clicks ?? true,
    web_noindex: c?.web_noindex ?? true,
  };
}

/** The flat names an edit conflict compares (the form's paths). */
type FlatKey =
  | Exclude<keyof FormValues, 'segment' | 'post_id'>
  | 'post_id'
  | 'segment.subscribedFrom'
  | 'segment.subscribedTo'
  | 'segment.source'
  | 'segment.campaign';

/** The form values as the conflict view compares them: text or a switch per path. */
function flat(v: FormValues): Record<FlatKey, ConflictValue> {
  return {
    kind: v.kind,
    subject: v.subject,
    preheader: v.preheader,
    body_html: v.body_html,
    post_id: v.post_id === null ? '' : String(v.post_id),
    article_full: v.article_full,
    from_name: v.from_name,
    reply_to: v.reply_to ?? '',
    'segment.subscribedFrom': v.segment.subscribedFrom,
    'segment.subscribedTo': v.segment.subscribedTo,
    'segment.source': v.segment.source,
    'segment.campaign': v.segment.campaign,
    track_clicks: v.track_clicks,
    web_noindex: v.web_noindex,
  };
}

/** Whether the segment picks some subscribers (a field filled in) rather than everyone. */
const isSegmented = (s: FormValues['segment']) => Object.values(s).some((v) => v !== '');

/**
 * How many subscribers the segment holds: `saved` for the saved segment, else asked of the server
 * once the person stops typing; undefined while it is being counted, null when the fields do not
 * make a segment (e.g. the last day before the first).
 */
function useSegmentSize(
  segment: FormValues['segment'],
  initial: FormValues['segment'],
  saved: number,
): number | null | undefined {
  const key = JSON.stringify(segment);
  const initialKey = JSON.stringify(initial);
  const [counted, setCounted] = React.useState<{ key: string; count: number | null } | null>(null);
  React.useEffect(() => {
    if (key === initialKey) return;
    let current = true;
    const timer = window.setTimeout(() => {
      const done = (count: number | null) => current && setCounted({ key, count });
      campaignSegmentSizeAction(JSON.parse(key) as FormValues['segment'])
        .then((r) => done(r.ok ? r.data.recipients : null))
        .catch(() => done(null));
    }, 400);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [key, initialKey]);
  if (key === initialKey) return saved;
  return counted?.key === key ? counted.count : undefined;
}

/** The choices of a segment's select: "Any …", the known values, and the saved one if it is gone. */
function segmentOptions(any: string, known: readonly string[], value: string) {
  const values = value && !known.includes(value) ? [...known, value] : known;
  return [{ value: '', label: any }, ...values.map((v) => ({ value: v, label: v }))];
}

/** A radio choice of the form (kind, what of the article, recipients). */
function Radio({
  label,
  hint,
  ...props
}: { label: string; hint?: string } & Omit<React.ComponentProps<'input'>, 'type'>) {
  return (
    <label className="flex items-start gap-3 text-sm">
      <input type="radio" className="mt-0.5 size-4 accent-brand-600" {...props} />
      <span>
        <span className="font-medium text-slate-800">{label}</span>
        {hint ? <span className="block text-slate-600">{hint}</span> : null}
      </span>
    </label>
  );
}

const fieldsetClass = 'space-y-4 rounded-xl border border-slate-200 p-4 sm:p-5';
const legendClass = 'px-1 text-sm font-semibold text-navy-900';

/**
 * The campaign's form: what it sends (an issue written in the rich text editor, images from the
 * media library or uploaded; or a published article, its excerpt or full text with a link), the
 * subject and preheader, the sender name and reply-to address, the recipients (every active
 * subscriber, or a segment by subscription dates, signup source or campaign, with the live count),
 * click counting and the web version's search engine setting. Validated with the schema the
 * server uses; a save based on an older version opens the conflict view. A new campaign's first
 * save opens its own address.
 * @param onDirtyChange - told whether the form holds unsaved changes (the preview and the send
 *   controls work on the saved campaign)
 */
export function CampaignForm({
  campaign,
  recipients,
  choices,
  onDirtyChange,
}: {
  campaign: EditorCampaign | null;
  recipients: number;
  choices: CampaignEditorChoices;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const router = useRouter();
  const { run } = useAdminAction();
  const initial = React.useMemo(() => valuesOf(campaign), [campaign]);
  const form = useZodForm<FormValues, CampaignData>(campaignSchema, { defaultValues: initial });
  const { register, control, setValue, setError, formState } = form;
  const errors = formState.errors;
  const dirtyNow = useLiveDirty(form, true, onDirtyChange);
  useUnsavedChanges(formState.isDirty, dirtyNow);
  const [version, setVersion] = React.useState(campaign?.version);
  const [conflict, setConflict] = React.useState<{
    mine: FormValues;
    theirs: FormValues;
    version: number;
  } | null>(null);
  const [formError, setFormError] = React.useState<string | null>(null);

  const kind = useWatch({ control, name: 'kind' });
  const segment = useWatch({ control, name: 'segment' });
  const [segmented, setSegmented] = React.useState(() => isSegmented(initial.segment));
  const count = useSegmentSize(segment, initial.segment, recipients);

  const submit = form.handleSubmit(async () => {
    setFormError(null);
    // The form's own values (the schema's input): the server parses them with the same schema.
    const values = form.getValues();
    const result: ActionResult<{ id: number; version?: number }> = campaign
      ? await run(() => updateCampaignAction({ id: campaign.id, version, campaign: values }), {
          success: 'Campaign saved',
          errorTitle: 'Error saving campaign',
        })
      : await run(() => createCampaignAction(values), {
          success: 'Campaign saved',
          successDescription: 'Preview it, send a test, then send it.',
          errorTitle: 'Error saving campaign',
        });
    if (result.ok) {
      // Saved: the form is based on what was saved, and the page reads the campaign again (its
      // preview, its count); a new one opens at its own address.
      form.reset(values);
      if (result.data.version !== undefined) setVersion(result.data.version);
      if (!campaign) router.replace(`/admin/newsletter/${result.data.id}`);
      return;
    }
    if (result.status === 409 && result.conflict) {
      const record = result.conflict as EditorCampaign;
      setConflict({ mine: values, theirs: valuesOf(record), version: record.version });
      return;
    }
    applyFieldErrors<keyof FormValues>(result, setError, initial);
    if (!result.fieldErrors) setFormError(result.error);
  });

  function applyConflict(chosen: Record<FlatKey, ConflictValue>) {
    if (!conflict) return;
    const theirs = flat(conflict.theirs);
    setVersion(conflict.version);
    form.reset(conflict.theirs);
    for (const [key, value] of Object.entries(chosen) as [FlatKey, ConflictValue][]) {
      if (value === theirs[key]) continue;
      const typed = key === 'post_id' ? (value === '' ? null : Number(value)) : value;
      form.setValue(key, typed as never, { shouldDirty: true });
    }
    setSegmented(isSegmented(form.getValues('segment')));
    setConflict(null);
  }

  const segmentErrors = errors.segment as
    (Record<string, { message?: string }> & { message?: string }) | undefined;

  return (
    <form onSubmit={submit} noValidate className="grid max-w-3xl gap-5" aria-label="Campaign">
      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>What to send</legend>
        <div className="flex flex-wrap gap-x-8 gap-y-3">
          <Radio {...register('kind')} value="issue" label="An issue" hint="Write it here." />
          <Radio
            {...register('kind')}
            value="article"
            label="Send an article"
            hint="A published post of the blog."
          />
        </div>
        <TextField form={form} name="subject" id="campaign-subject" label="Subject" required />
        <TextField
          form={form}
          name="preheader"
          id="campaign-preheader"
          label="Preheader"
          hint="The line mail apps show after the subject in the inbox."
        />
        {kind === 'article' ? (
          <>
            <FormField
              id="campaign-post"
              label="Article"
              required
              error={errors.post_id?.message}
              hint="Its title, cover image and excerpt or full text, with a link to it."
            >
              <Select
                {...register('post_id', {
                  setValueAs: (v: unknown) => (v === '' || v === null ? null : Number(v)),
                })}
                placeholder="Choose a published article…"
                options={[
                  ...choices.articles.map((a) => ({ value: String(a.id), label: a.title })),
                  ...(initial.post_id !== null &&
                  !choices.articles.some((a) => a.id === initial.post_id)
                    ? [{ value: String(initial.post_id), label: '(no longer published)' }]
                    : []),
                ]}
              />
            </FormField>
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium text-slate-800">Include</legend>
              <Controller
                control={control}
                name="article_full"
                render={({ field }) => (
                  <div className="flex flex-wrap gap-x-8 gap-y-2">
                    <Radio
                      name="campaign-article-full"
                      label="The excerpt"
                      checked={!field.value}
                      onChange={() => field.onChange(false)}
                    />
                    <Radio
                      name="campaign-article-full"
                      label="The full text"
                      checked={Boolean(field.value)}
                      onChange={() => field.onChange(true)}
                    />
                  </div>
                )}
              />
            </fieldset>
          </>
        ) : (
          <div className="space-y-1.5">
            <span id="campaign-body-label" className="block text-sm font-medium text-slate-800">
              Text
              <span aria-hidden="true" className="text-red-700">
                {' '}
                *
              </span>
            </span>
            <Controller
              control={control}
              name="body_html"
              render={({ field }) => (
                <RichTextEditor
                  id="campaign-body"
                  ref={field.ref}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  labelledBy="campaign-body-label"
                  describedBy={errors.body_html ? 'campaign-body-error' : undefined}
                  invalid={Boolean(errors.body_html)}
                  required
                  disabled={formState.isSubmitting}
                  libraryImages={choices.images}
                  onUploadImage={(file, { onProgress, signal }) =>
                    uploadFile(file, 'blog-inline', { onProgress, signal }).then((r) => r.url)
                  }
                />
              )}
            />
            <FieldError id="campaign-body-error" message={errors.body_html?.message} />
          </div>
        )}
      </fieldset>

      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>From</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            form={form}
            name="from_name"
            id="campaign-from-name"
            label="Sender name"
            required
          />
          <TextField
            form={form}
            name="reply_to"
            id="campaign-reply-to"
            label="Reply-to address"
            type="email"
            hint="Where replies go. Empty: the site's sending address."
          />
        </div>
      </fieldset>

      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>Recipients</legend>
        <div className="flex flex-wrap gap-x-8 gap-y-3">
          <Radio
            name="campaign-audience"
            label="Every active subscriber"
            checked={!segmented}
            onChange={() => {
              setSegmented(false);
              for (const key of ['subscribedFrom', 'subscribedTo', 'source', 'campaign'] as const)
                setValue(`segment.${key}`, '', { shouldDirty: true });
            }}
          />
          <Radio
            name="campaign-audience"
            label="A segment"
            hint="By subscription date, signup source or campaign."
            checked={segmented}
            onChange={() => setSegmented(true)}
          />
        </div>
        {segmented ? (
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              id="campaign-from"
              label="Subscribed from"
              error={segmentErrors?.subscribedFrom?.message}
            >
              <Input type="date" {...register('segment.subscribedFrom')} />
            </FormField>
            <FormField
              id="campaign-to"
              label="Subscribed until"
              error={segmentErrors?.subscribedTo?.message}
            >
              <Input type="date" {...register('segment.subscribedTo')} />
            </FormField>
            <FormField id="campaign-source" label="Signup source">
              <Select
                {...register('segment.source')}
                options={segmentOptions('Any source', choices.sources, initial.segment.source)}
              />
            </FormField>
            <FormField id="campaign-campaign" label="Signup campaign">
              <Select
                {...register('segment.campaign')}
                options={segmentOptions(
                  'Any campaign',
                  choices.campaigns,
                  initial.segment.campaign,
                )}
              />
            </FormField>
          </div>
        ) : null}
        <FieldError message={segmentErrors?.message} />
        <p
          role="status"
          aria-live="polite"
          className="text-sm text-slate-700"
          data-testid="segment-size"
        >
          {count === undefined
            ? 'Counting…'
            : count === null
              ? 'Check the fields above to count the subscribers.'
              : `${subscriberCount(count)} active now.`}
        </p>
      </fieldset>

      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>Options</legend>
        <div className="-mt-5 grid gap-x-5 sm:grid-cols-2">
          <CheckboxField label="Count link clicks" {...register('track_clicks')} />
          <CheckboxField
            label="Hide the web version from search engines"
            {...register('web_noindex')}
          />
        </div>
      </fieldset>

      <FormAlert message={formError} />
      <div className="flex justify-end">
        <SaveButton saving={formState.isSubmitting}>Save campaign</SaveButton>
      </div>
      {conflict ? (
        <ConflictDialog
          open
          what="campaign"
          fields={conflictFields(CONFLICT_LABELS, {
            body_html: { html: true },
            post_id: {
              show: (id) => choices.articles.find((a) => String(a.id) === id)?.title ?? id,
            },
          })}
          mine={flat(conflict.mine)}
          theirs={flat(conflict.theirs)}
          onCancel={() => setConflict(null)}
          onApply={applyConflict}
        />
      ) : null}
    </form>
  );
}

/** What the conflict view calls each field. */
const CONFLICT_LABELS: Record<FlatKey, string> = {
  kind: 'What to send',
  subject: 'Subject',
  preheader: 'Preheader',
  body_html: 'Text',
  post_id: 'Article',
  article_full: 'Full text of the article',
  from_name: 'Sender name',
  reply_to: 'Reply-to address',
  'segment.subscribedFrom': 'Subscribed from',
  'segment.subscribedTo': 'Subscribed until',
  'segment.source': 'Signup source',
  'segment.campaign': 'Signup campaign',
  track_clicks: 'Count link clicks',
  web_noindex: 'Hide the web version from search engines',
};
