'use client';

import { ExternalLink, Monitor, Smartphone } from 'lucide-react';
import { useRouter } from 'next/navigation';
import * as React from 'react';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import type { ActionResult } from '@/lib/action-result';
import { fieldMeta, type EditorChoices } from '@/lib/pages/fields';
import {
  checkPageContent,
  compareFieldPaths,
  contentFromFields,
  fieldLabel,
  flattenContent,
  isLandingKey,
  pageDefinition,
  schemaAt,
  type PageKey,
} from '@/lib/pages/registry';
import { formatDateTime } from '@/lib/post-state';
import type { StaffRole } from '@/lib/roles';
import { pageTitle } from '@/lib/seo/metadata';
import {
  cancelPageScheduleAction,
  deleteLandingPageAction,
  discardPageDraftAction,
  publishPageAction,
  requestPageReviewAction,
  restorePageRevisionAction,
  savePageDraftAction,
  schedulePageAction,
  sendBackPageAction,
} from '@/server/pages/actions';
import type { PageEditorState } from '@/server/pages/service';
import { adminRead } from '../admin-read';
import { ConflictDialog, type ConflictField, type ConflictValue } from '../conflict-dialog';
import { HistoryDialog, type FieldDiffView, type HistoryRevision } from '../history-dialog';
import { SerpPreviews, SocialCardPreview } from '../posts/seo/previews';
import { restoreUndo, TRASH_NOTE } from '../trash/restore-undo';
import { useUnsavedChanges } from '../unsaved-changes';
import { useAdminAction } from '../use-admin-action';
import { Choices, SchemaFields } from './content-form';
import {
  layoutWarnings,
  overflowingTexts,
  PREVIEW_WIDTHS,
  type PreviewWidth,
} from './layout-check';
import { NewLandingPage } from './new-landing-page';
import { SendBackDialog } from './review-parts';
import { ScheduleDialog } from './schedule-dialog';

/** How long after the last keystroke the draft is saved and the preview refreshed. */
const SAVE_AFTER_MS = 600;

type Saved = { page: PageEditorState; previewToken: string };

/** Sets the value at `path` in a copy of `root`. */
function setAt(root: unknown, path: readonly (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const copy = (Array.isArray(root) ? [...root] : { ...(root as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head!] = setAt(copy[head!], rest, value);
  return copy;
}

/**
 * The editor of one page's words: a form per section beside a live preview of the real page. What
 * the person types is saved as the team's draft shortly after they stop (when every field fits),
 * and the preview, rendered by the server with that draft, follows; it shows the page at a phone's
 * or a desktop's width and scrolls to the section being edited. Publish makes the draft public;
 * History lists earlier publications and restores one as the draft.
 */
export function PageEditor({
  initial,
  previewToken,
  role,
  reviewRequired,
  choices,
}: {
  initial: PageEditorState;
  previewToken: string;
  /** What the image and testimonial fields may choose from. */
  choices: EditorChoices;
  /** The signed-in person's role: an Editor requests a review while `reviewRequired`. */
  role: StaffRole;
  reviewRequired: boolean;
}) {
  const key = initial.key as PageKey;
  const definition = pageDefinition(key);
  // A landing page's name and address are its own.
  const def = { ...definition, label: initial.label, path: initial.path };
  const [page, setPage] = React.useState(initial);
  const [content, setContent] = React.useState<unknown>(initial.draft ?? initial.content);
  const [token, setToken] = React.useState(previewToken);
  const [reloads, setReloads] = React.useState(0);
  const [saving, setSaving] = React.useState<'idle' | 'waiting' | 'saving' | 'error'>('idle');
  // An edit conflict: the page as someone else saved it, and the words this editor sent.
  const [conflict, setConflictState] = React.useState<{
    theirs: PageEditorState;
    mine: unknown;
  } | null>(null);
  const setConflict = (theirs: PageEditorState) =>
    setConflictState({ theirs, mine: latest.current });
  const [width, setWidth] = React.useState<PreviewWidth>('desktop');
  // The words found too wide at each width in the last preview (see layout-check.ts).
  const [overflow, setOverflow] = React.useState<Partial<Record<PreviewWidth, Set<string>>>>({});
  const [section, setSection] = React.useState<string>(Object.keys(def.sections)[0]!);
  const { run } = useAdminAction();
  const router = useRouter();

  const check = React.useMemo(() => checkPageContent(key, content), [key, content]);
  const errors = check.ok ? {} : check.errors;
  const warnings = React.useMemo(() => layoutWarnings(content, overflow), [content, overflow]);
  const warningCount = Object.keys(warnings).length;
  // Changes not yet saved as the draft: leaving now would lose them.
  const dirty = saving === 'waiting' || saving === 'saving' || (saving === 'error' && !check.ok);
  useUnsavedChanges(dirty);

  const version = React.useRef(page.version);
  const applySaved = React.useCallback((data: Saved) => {
    version.current = data.page.version;
    setPage(data.page);
    setToken(data.previewToken);
    setReloads((n) => n + 1);
  }, []);

  // Save the draft once typing stops, when every field fits (the form marks those that do not).
  const latest = React.useRef<unknown>(content);
  /** Sets the form's content (and what the next save sends). */
  const replaceContent = React.useCallback((next: unknown) => {
    latest.current = next;
    setContent(next);
  }, []);
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Saves go one after another, each naming the version the one before it got back: a save that
  // started while another was on its way would name the version that one replaces, and the server
  // would call this editor's own save someone else's.
  const queue = React.useRef<Promise<void>>(Promise.resolve());
  const saveNext = React.useCallback(async () => {
    const value = latest.current;
    const checked = checkPageContent(key, value);
    if (!checked.ok) {
      setSaving('error');
      return;
    }
    setSaving('saving');
    let result: ActionResult<Saved>;
    try {
      result = await savePageDraftAction({
        key,
        content: value as Record<string, unknown>,
        version: version.current,
      });
    } catch {
      result = { ok: false, error: 'Could not reach the server. Check your connection.' };
    }
    if (result.ok) version.current = result.data.page.version;
    if (latest.current !== value) return; // typed on meanwhile: the next save follows
    if (result.ok) {
      applySaved(result.data);
      setSaving('idle');
    } else if (result.status === 409 && result.conflict) {
      setConflict(result.conflict as PageEditorState);
      setSaving('error');
    } else {
      setSaving('error');
      toast.error('The draft could not be saved', { description: result.error });
    }
  }, [key, applySaved]);
  /** Saves the draft as it is now, after any save already on its way. */
  const save = React.useCallback(() => (queue.current = queue.current.then(saveNext)), [saveNext]);

  function change(path: readonly (string | number)[], value: unknown) {
    replaceContent(setAt(latest.current, path, value));
    setSection(String(path[0]));
    setSaving('waiting');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), SAVE_AFTER_MS);
  }
  React.useEffect(() => () => clearTimeout(timer.current), []);

  async function publish() {
    clearTimeout(timer.current);
    await queue.current;
    if (!check.ok) {
      toast.error('Fix the marked fields before publishing');
      return;
    }
    const result = await run(
      () =>
        publishPageAction({
          key,
          content: content as Record<string, unknown>,
          version: version.current,
        }),
      {
        success: 'Published',
        successDescription: `${def.label} shows the new words now.`,
        errorTitle: 'The page could not be published',
      },
    );
    if (result.ok) {
      applySaved(result.data);
      replaceContent(result.data.page.content);
      setSaving('idle');
    } else if (result.status === 409 && result.conflict)
      setConflict(result.conflict as PageEditorState);
  }

  async function schedule(publishAt: string): Promise<boolean> {
    clearTimeout(timer.current);
    await queue.current;
    if (!check.ok) {
      toast.error('Fix the marked fields before scheduling');
      return false;
    }
    const result = await run(
      () =>
        schedulePageAction({
          key,
          content: content as Record<string, unknown>,
          version: version.current,
          publishAt,
        }),
      {
        success: 'Publication scheduled',
        successDescription: `${def.label} is published by itself at ${formatDateTime(publishAt)}.`,
        errorTitle: 'The publication could not be scheduled',
      },
    );
    if (result.ok) {
      applySaved(result.data);
      setSaving('idle');
    } else if (result.status === 409 && result.conflict)
      setConflict(result.conflict as PageEditorState);
    return result.ok;
  }

  async function unschedule() {
    const result = await run(() => cancelPageScheduleAction({ key, version: version.current }), {
      success: 'Schedule cancelled',
      successDescription: 'The draft stays; publish it when you are ready.',
      errorTitle: 'The schedule could not be cancelled',
    });
    if (result.ok) applySaved(result.data);
  }

  async function requestReview() {
    clearTimeout(timer.current);
    if (saving !== 'idle') await save();
    const result = await run(() => requestPageReviewAction({ key, version: version.current }), {
      success: 'Review requested',
      successDescription: 'The admins have been e-mailed; the page waits for them.',
      errorTitle: 'The review could not be requested',
    });
    if (result.ok) applySaved(result.data);
    else if (result.status === 409 && result.conflict)
      setConflict(result.conflict as PageEditorState);
  }

  async function sendBack(note: string): Promise<boolean> {
    const result = await run(() => sendBackPageAction({ key, version: version.current, note }), {
      success: 'Sent back',
      successDescription: 'The Editor has your note.',
      errorTitle: 'The changes could not be sent back',
    });
    if (result.ok) applySaved(result.data);
    return result.ok;
  }

  async function discard() {
    clearTimeout(timer.current);
    await queue.current;
    const result = await run(() => discardPageDraftAction({ key, version: version.current }), {
      success: 'Draft discarded',
      errorTitle: 'The draft could not be discarded',
    });
    if (result.ok) {
      applySaved(result.data);
      replaceContent(result.data.page.content);
      setSaving('idle');
    }
  }

  /**
   * Applies the conflict view's choice: the form is based on the page as saved by the other
   * person, with the words chosen field by field, and saved again as the draft.
   */
  function applyConflict(theirs: PageEditorState, values: Record<string, ConflictValue>) {
    version.current = theirs.version;
    setPage(theirs);
    setConflictState(null);
    const mixed = contentFromFields(
      key,
      Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)])),
    );
    replaceContent(mixed);
    setSaving('waiting');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), SAVE_AFTER_MS);
  }

  // The preview follows the section being edited.
  const phoneFrame = React.useRef<HTMLIFrameElement>(null);
  const desktopFrame = React.useRef<HTMLIFrameElement>(null);
  const frames = { phone: phoneFrame, desktop: desktopFrame };
  const scrollPreview = React.useCallback(() => {
    const view = (width === 'phone' ? phoneFrame : desktopFrame).current?.contentWindow;
    const target = view?.document.querySelector(`[data-preview-section="${section}"] > *`);
    // Scrolls the preview's own document only (scrollIntoView would scroll the editor too), to
    // just under the site's fixed 64 px header.
    if (view && target)
      view.scrollTo({ top: target.getBoundingClientRect().top + view.scrollY - 64 });
  }, [section, width]);
  const previewLoaded = (w: PreviewWidth) => {
    const doc = (w === 'phone' ? phoneFrame : desktopFrame).current?.contentDocument;
    if (doc) setOverflow((o) => ({ ...o, [w]: overflowingTexts(doc) }));
    if (w === width) scrollPreview();
  };
  React.useEffect(scrollPreview, [scrollPreview]);

  const hasDraft = page.draft !== null;
  const mayPublish = role === 'admin' || !reviewRequired;
  const publishLabel = page.reviewRequestedAt ? 'Approve and publish' : 'Publish';
  const status = describeState(page, saving, check.ok);

  return (
    <Choices value={choices}>
      <div className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h3 className="text-lg font-semibold text-navy-900">{def.label}</h3>
            <p className="text-sm text-slate-600" role="status" data-testid="page-status">
              {status}
            </p>
            {warningCount > 0 ? (
              <p className="text-sm font-medium text-amber-800" data-testid="layout-summary">
                {fieldCount(warningCount)} too wide for the layout: see the marked fields.
              </p>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-2">
            {page.id !== null ? (
              <HistoryDialog
                source={{
                  load: () =>
                    adminRead<HistoryRevision[]>('/api/admin/revisions', {
                      kind: 'page',
                      id: page.id!,
                    }),
                  diff: (from, to) =>
                    adminRead<FieldDiffView[]>('/api/admin/revisions/diff', {
                      kind: 'page',
                      from,
                      to,
                    }),
                  restore: (revisionId) =>
                    restorePageRevisionAction({ key, id: revisionId, version: version.current }),
                  what: 'page',
                  restores: 'Its words become the draft; publish it to show them on the site',
                }}
                onRestored={(data) => {
                  const saved = data as Saved;
                  applySaved(saved);
                  replaceContent(saved.page.draft ?? saved.page.content);
                }}
              />
            ) : null}
            {hasDraft ? (
              <ConfirmDialog
                trigger={<Button variant="outline">Discard draft</Button>}
                title="Discard the draft?"
                description="The changes not yet published are lost; the page keeps its published words."
                confirmLabel="Discard"
                onConfirm={discard}
              />
            ) : null}
            {isLandingKey(key) ? (
              <>
                <NewLandingPage from={{ key, label: def.label }} />
                <ConfirmDialog
                  trigger={<Button variant="outline">Delete</Button>}
                  title="Delete this landing page?"
                  description={`Its address answers “page not found” until it is restored. ${TRASH_NOTE}`}
                  confirmLabel="Delete"
                  onConfirm={async () => {
                    const result = await run(() => deleteLandingPageAction({ key }), {
                      success: 'Landing page deleted',
                      successDescription: 'Moved to the Trash.',
                      errorTitle: 'Error deleting the landing page',
                      undo: (data) => restoreUndo(run, 'page', [data.id])(),
                    });
                    if (result.ok) router.push('/admin/pages');
                  }}
                />
              </>
            ) : null}
            <a
              href={def.path}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 self-center text-sm font-medium text-navy-700 underline"
            >
              View page
              <ExternalLink aria-hidden="true" className="size-4" />
            </a>
            {mayPublish ? (
              <>
                {page.publishAt ? (
                  <Button variant="outline" onClick={() => void unschedule()}>
                    Cancel schedule
                  </Button>
                ) : null}
                <ScheduleDialog
                  current={page.publishAt}
                  disabled={!check.ok || saving === 'saving'}
                  onSchedule={schedule}
                />
                {role === 'admin' && page.reviewRequestedAt ? (
                  <SendBackDialog onSend={sendBack} />
                ) : null}
                {warningCount > 0 ? (
                  <ConfirmDialog
                    trigger={
                      <Button disabled={!check.ok || saving === 'saving'}>{publishLabel}</Button>
                    }
                    title="Some words do not fit the layout"
                    description={`${fieldCount(warningCount)} too wide at a phone's or a desktop's width (marked in the form): visitors would see them cut off or spilling out. Publish anyway?`}
                    confirmLabel="Publish anyway"
                    tone="primary"
                    onConfirm={publish}
                  />
                ) : (
                  <Button
                    onClick={() => void publish()}
                    disabled={!check.ok || saving === 'saving'}
                  >
                    {publishLabel}
                  </Button>
                )}
              </>
            ) : (
              <Button
                onClick={() => void requestReview()}
                disabled={
                  !check.ok ||
                  saving === 'saving' ||
                  page.reviewRequestedAt !== null ||
                  (!hasDraft && saving === 'idle')
                }
              >
                {page.reviewRequestedAt ? 'Review requested' : 'Request review'}
              </Button>
            )}
          </div>
        </div>

        {page.reviewRequestedAt ? (
          <p
            className="rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900"
            data-testid="page-review"
          >
            Waiting for review: {page.reviewRequestedBy ?? 'an Editor'} asked{' '}
            {formatDateTime(page.reviewRequestedAt)}.
            {role === 'admin'
              ? ' Publish the changes to approve them, or send them back with a note.'
              : ' An admin publishes them or sends them back with a note.'}
          </p>
        ) : null}
        {page.reviewNote ? (
          <div
            className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
            data-testid="page-review-note"
          >
            <p className="font-semibold">Sent back by {page.reviewNoteBy ?? 'an admin'}:</p>
            <p className="mt-1 whitespace-pre-wrap">{page.reviewNote}</p>
          </div>
        ) : null}
        {conflict ? (
          <PageConflict
            pageKey={key}
            mine={conflict.mine}
            theirs={conflict.theirs}
            onApply={(values) => applyConflict(conflict.theirs, values)}
            onCancel={() => setConflictState(null)}
          />
        ) : null}

        <div className="grid gap-6 xl:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
          <div className="space-y-3" data-testid="page-form">
            {Object.entries(def.sections).map(([sectionKey, label]) => (
              <details
                key={sectionKey}
                open={sectionKey === section}
                className="rounded-lg border border-slate-200 bg-white"
                data-form-section={sectionKey}
                onFocus={() => setSection(sectionKey)}
              >
                <summary
                  className="cursor-pointer px-4 py-3 font-semibold text-navy-900"
                  onClick={(e) => {
                    e.preventDefault();
                    setSection(sectionKey);
                  }}
                >
                  {label}
                </summary>
                <div className="border-t border-slate-200 p-4">
                  <SchemaFields
                    schema={def.schema.shape[sectionKey] as z.ZodType}
                    value={(content as Record<string, unknown>)[sectionKey]}
                    path={[sectionKey]}
                    label={label}
                    errors={errors}
                    warnings={warnings}
                    onChange={change}
                  />
                  {sectionKey === 'seo' ? (
                    <SeoPreviews
                      seo={(content as { seo?: SeoWords }).seo}
                      pageKey={key}
                      path={def.path}
                    />
                  ) : null}
                </div>
              </details>
            ))}
          </div>
          <PreviewPane
            frames={frames}
            src={`/preview/pages/${key}?token=${encodeURIComponent(token)}&r=${reloads}`}
            width={width}
            onWidth={setWidth}
            onLoad={previewLoaded}
          />
        </div>
      </div>
    </Choices>
  );
}

/**
 * The edit conflict view of a page (the one every record's form uses): each text of the page that
 * differs between the words sent and the page as saved meanwhile, side by side, named as the
 * form names it, with a choice per field.
 */
function PageConflict({
  pageKey,
  mine,
  theirs,
  onApply,
  onCancel,
}: {
  pageKey: PageKey;
  mine: unknown;
  theirs: PageEditorState;
  onApply: (values: Record<string, ConflictValue>) => void;
  onCancel: () => void;
}) {
  const ours = flattenContent(mine);
  const saved = flattenContent(theirs.draft ?? theirs.content);
  const paths = [...new Set([...Object.keys(ours), ...Object.keys(saved)])].sort((a, b) =>
    compareFieldPaths(pageKey, a, b),
  );
  const fields: ConflictField<string>[] = paths.map((path) => {
    const schema = schemaAt(pageKey, path);
    return {
      key: path,
      label: fieldLabel(pageKey, path),
      html: schema ? fieldMeta(schema)?.field === 'rich' : false,
    };
  });
  const fill = (flat: Record<string, string>) =>
    Object.fromEntries(paths.map((p) => [p, flat[p] ?? '']));
  return (
    <ConflictDialog
      open
      what="page"
      fields={fields}
      mine={fill(ours)}
      theirs={fill(saved)}
      onApply={onApply}
      onCancel={onCancel}
    />
  );
}

/** What the search and social section holds. */
type SeoWords = { title?: string; description?: string; image?: string };

const subscribeNothing = () => () => {};

/**
 * How the page shows in search results (desktop and mobile) and as a shared card, with the words
 * of the form's search and social section; the card's image is the page's generated one, drawn
 * with the title once it is published.
 */
function SeoPreviews({
  seo,
  pageKey,
  path,
}: {
  seo: SeoWords | undefined;
  pageKey: PageKey;
  path: string;
}) {
  // The host as this browser reaches the site (the back office is served by it); none on the server.
  const host = React.useSyncExternalStore(
    subscribeNothing,
    () => window.location.host,
    () => '',
  );
  const text = {
    title: pageTitle(seo?.title ?? ''),
    description: seo?.description ?? '',
    host,
    slug: '',
    path,
  };
  return (
    <div className="mt-6 space-y-4" data-testid="page-seo-previews">
      <SerpPreviews {...text} />
      <SocialCardPreview
        {...text}
        image={seo?.image || `/og/${pageKey}.png`}
        imageNote={
          seo?.image
            ? 'the share image you chose'
            : "the page's image, drawn with its title once published"
        }
      />
    </div>
  );
}

/** "1 field is" / "3 fields are". */
const fieldCount = (n: number) => (n === 1 ? '1 field is' : `${n} fields are`);

/** The editor's one line of state: what is saved, scheduled and published. */
function describeState(
  page: PageEditorState,
  saving: 'idle' | 'waiting' | 'saving' | 'error',
  valid: boolean,
): string {
  if (saving === 'saving') return 'Saving draft…';
  if (saving === 'waiting') return 'Unsaved changes';
  if (saving === 'error' && !valid) return 'Fix the marked fields to save the draft';
  const by = (who: string | null) => (who ? ` by ${who}` : '');
  const parts: string[] = [];
  if (page.publishAt) parts.push(`Scheduled for ${formatDateTime(page.publishAt)}`);
  if (page.draft)
    parts.push(
      `Draft saved${page.draftAt ? ` ${formatDateTime(page.draftAt)}` : ''}${by(page.draftBy)}`,
    );
  else if (page.publishedAt)
    parts.push(`Published ${formatDateTime(page.publishedAt)}${by(page.publishedBy)}`);
  else parts.push('The words the site shipped with');
  return parts.join(' · ');
}

/**
 * The preview: the page at both widths, in two frames of the same address; the chosen one is shown
 * scaled down to the column it sits in, the other is laid out off screen so the words are checked
 * at both widths after each save.
 */
function PreviewPane({
  frames,
  src,
  width,
  onWidth,
  onLoad,
}: {
  frames: Record<PreviewWidth, React.RefObject<HTMLIFrameElement | null>>;
  src: string;
  width: PreviewWidth;
  onWidth: (w: PreviewWidth) => void;
  onLoad: (width: PreviewWidth) => void;
}) {
  const box = React.useRef<HTMLDivElement>(null);
  const [available, setAvailable] = React.useState(800);
  React.useEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setAvailable(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const scale = Math.min(1, available / PREVIEW_WIDTHS[width]);
  const height = 900;
  return (
    <div className="space-y-2 self-start xl:sticky xl:top-4">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-semibold text-navy-900">Preview (not public)</p>
        <div role="group" aria-label="Preview width" className="flex gap-1">
          <Button
            size="sm"
            variant={width === 'phone' ? 'secondary' : 'outline'}
            aria-pressed={width === 'phone'}
            onClick={() => onWidth('phone')}
          >
            <Smartphone aria-hidden="true" />
            Phone
          </Button>
          <Button
            size="sm"
            variant={width === 'desktop' ? 'secondary' : 'outline'}
            aria-pressed={width === 'desktop'}
            onClick={() => onWidth('desktop')}
          >
            <Monitor aria-hidden="true" />
            Desktop
          </Button>
        </div>
      </div>
      <div
        ref={box}
        className={`relative flex overflow-hidden rounded-lg border border-slate-200 bg-slate-100 ${scale === 1 ? 'justify-center' : ''}`}
        style={{ height: height * scale }}
      >
        {(Object.keys(PREVIEW_WIDTHS) as PreviewWidth[]).map((w) => {
          const shown = w === width;
          return (
            <iframe
              key={w}
              ref={frames[w]}
              title={shown ? 'Preview of the page with the draft' : `Layout check at ${w} width`}
              src={src}
              onLoad={() => onLoad(w)}
              aria-hidden={shown ? undefined : true}
              tabIndex={shown ? undefined : -1}
              data-width={PREVIEW_WIDTHS[w]}
              style={{
                width: PREVIEW_WIDTHS[w],
                height,
                ...(shown
                  ? { transform: `scale(${scale})`, transformOrigin: '0 0' }
                  : { position: 'absolute', left: -100_000, top: 0, visibility: 'hidden' }),
              }}
              className="shrink-0 border-0 bg-white"
            />
          );
        })}
      </div>
    </div>
  );
}
