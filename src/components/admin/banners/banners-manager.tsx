'use client';

import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical, ImagePlus, Pencil, Plus } from 'lucide-react';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import type { HomepageBanner } from '@/db/schema';
import {
  createBannerAction,
  deleteBannerAction,
  moveBannerAction,
  reorderBannersAction,
  updateBannerAction,
} from '@/server/banners/actions';
import { ActiveLabel, DeleteButton, EmptyState, ExternalIconLink } from '../controls';
import { restoreUndo, TRASH_NOTE } from '../trash/restore-undo';
import { useAdminAction } from '../use-admin-action';
import { useRecordEditing } from '../use-record-editing';
import { BannerDialog } from './banner-dialog';

/** A banner row as the tab receives it (dates as ISO strings). */
export type AdminBanner = Pick<
  HomepageBanner,
  | 'id'
  | 'image_url'
  | 'redirect_url'
  | 'alt_text'
  | 'headline'
  | 'subtext'
  | 'cta_label'
  | 'order_index'
  | 'is_active'
  | 'version'
>;

/** A row that can be dragged by its handle, with the mouse, touch or the keyboard. */
function SortableRow({
  id,
  label,
  disabled,
  children,
}: {
  id: number;
  label: string;
  disabled: boolean;
  children: React.ReactNode;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id, disabled });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid="banner-row"
      className={`flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center ${isDragging ? 'relative z-10 shadow-lg' : ''}`}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={label}
        className="hidden size-10 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 active:cursor-grabbing sm:flex"
      >
        <GripVertical aria-hidden="true" className="size-5" />
      </button>
      {children}
    </li>
  );
}

/**
 * The Homepage Banners tab (back-office.md §2 "Homepage Banners tab", §4 "Banner ordering"):
 * the list in carousel order with move up / move down (disabled at the ends) and, beside them,
 * drag and drop by each row's handle with the mouse, touch or the keyboard
 * (Space picks a row up, the arrows move it, Space drops it, Escape cancels); each row shows the
 * whole image, where it links to and whether it is active; open link, edit and delete; the Create
 * Banner and Edit Banner dialogs.
 */
export function BannersManager({ banners: fromServer }: { banners: AdminBanner[] }) {
  const { run, pending } = useAdminAction();
  const editing = useRecordEditing<AdminBanner>();
  // The order shown: the server's, or the one just dropped until the server's next answer.
  const [dropped, setDropped] = React.useState<{
    base: AdminBanner[];
    order: AdminBanner[];
  } | null>(null);
  const banners = dropped && dropped.base === fromServer ? dropped.order : fromServer;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // What a screen reader hears while a row is dragged: positions, not ids.
  const position = (id: UniqueIdentifier | undefined) => banners.findIndex((b) => b.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up banner ${position(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `Banner ${position(active.id)} is over position ${position(over.id)}.`
        : `Banner ${position(active.id)} is no longer over a position.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `Banner ${position(active.id)} was dropped at position ${position(over.id)}.`
        : `Banner ${position(active.id)} was dropped.`,
    onDragCancel: ({ active }) =>
      `Moving was cancelled. Banner ${position(active.id)} stays where it was.`,
  };

  async function drop({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = banners.findIndex((b) => b.id === active.id);
    const to = banners.findIndex((b) => b.id === over.id);
    const next = arrayMove(banners, from, to);
    setDropped({ base: fromServer, order: next });
    const result = await run(() => reorderBannersAction({ ids: next.map((b) => b.id) }), {
      success: 'Banner order updated!',
      errorTitle: 'Error updating banner order',
    });
    if (!result.ok) setDropped(null);
  }

  const move = (id: number, direction: 'up' | 'down') =>
    run(() => moveBannerAction({ id, direction }), {
      success: 'Banner order updated!',
      errorTitle: 'Error updating banner order',
    });

  return (
    <div className="space-y-6" aria-busy={pending}>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-sm text-slate-600">
          Banners rotate in this order in the homepage carousel. Inactive banners stay hidden.
        </p>
        <Button onClick={() => editing.edit('new')}>
          <Plus aria-hidden="true" /> Create Banner
        </Button>
      </div>

      {banners.length === 0 ? (
        <EmptyState icon={ImagePlus} title="No banners created yet">
          <p className="mt-1 text-sm text-slate-600">
            Create a banner to show a rotating promotion on the homepage.
          </p>
        </EmptyState>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={drop}
          accessibility={{
            announcements,
            screenReaderInstructions: {
              draggable:
                'To pick up a banner, press Space or Enter. Use the up and down arrow keys to move it, Space or Enter to drop it in its new place, or Escape to cancel.',
            },
          }}
        >
          <SortableContext items={banners.map((b) => b.id)} strategy={verticalListSortingStrategy}>
            <ol className="space-y-3" aria-label="Homepage banners in carousel order">
              {banners.map((b, i) => (
                <SortableRow
                  key={b.id}
                  id={b.id}
                  label={`Drag banner ${i + 1} to reorder`}
                  disabled={pending}
                >
                  {/* eslint-disable-next-line @next/next/no-img-element -- admin preview of any stored or external URL */}
                  <img
                    src={b.image_url}
                    alt={b.alt_text ?? ''}
                    className="h-24 w-full rounded-lg bg-slate-100 object-contain sm:w-48"
                  />
                  <div className="min-w-0 flex-1">
                    {b.headline ? (
                      <p
                        className="truncate text-sm font-semibold text-navy-900"
                        data-testid="banner-headline"
                      >
                        {b.headline}
                      </p>
                    ) : (
                      <p className="text-sm text-slate-600 italic">No words over the image</p>
                    )}
                    <p className="mt-1 truncate text-sm text-navy-900">
                      <span className="text-slate-600">Links to </span>
                      <span className="font-medium">{b.redirect_url}</span>
                    </p>
                    <p className="mt-1 text-xs text-slate-600">
                      Position {i + 1} · order index {b.order_index} ·{' '}
                      <ActiveLabel active={b.is_active} />
                    </p>
                  </div>
                  <div className="flex shrink-0 gap-1">
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Move banner ${i + 1} up`}
                      disabled={i === 0 || pending}
                      onClick={() => move(b.id, 'up')}
                    >
                      <ArrowUp aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Move banner ${i + 1} down`}
                      disabled={i === banners.length - 1 || pending}
                      onClick={() => move(b.id, 'down')}
                    >
                      <ArrowDown aria-hidden="true" />
                    </Button>
                    <ExternalIconLink
                      href={b.redirect_url}
                      label={`Open the link of banner ${i + 1} in a new tab`}
                    />
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Edit banner ${i + 1}`}
                      onClick={() => editing.edit(b)}
                    >
                      <Pencil aria-hidden="true" />
                    </Button>
                    <DeleteButton
                      label={`Delete banner ${i + 1}`}
                      title="Delete this banner?"
                      description={`It disappears from the homepage carousel at once. ${TRASH_NOTE}`}
                      onConfirm={() =>
                        run(() => deleteBannerAction({ id: b.id }), {
                          success: 'Banner deleted successfully!',
                          errorTitle: 'Error deleting banner',
                          undo: restoreUndo(run, 'banner', [b.id]),
                        })
                      }
                    />
                  </div>
                </SortableRow>
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}

      <BannerDialog
        banner={editing.record}
        {...editing.dialogProps}
        defaultOrderIndex={banners.length}
        onSubmit={(values, editVersion) =>
          editing.save(
            (banner) =>
              run(() => updateBannerAction({ ...values, id: banner.id, version: editVersion }), {
                success: 'Banner updated successfully!',
                errorTitle: 'Error updating banner',
              }),
            () =>
              run(() => createBannerAction(values), {
                success: 'Banner created successfully!',
                errorTitle: 'Error creating banner',
              }),
          )
        }
      />
    </div>
  );
}
