'use client';

import { Archive, Copy, Eye, Pencil } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  deleteMediaAction,
  duplicateMediaAction,
  setMediaActiveAction,
} from '@/server/media/actions';
import { ActionButton, DeleteButton, ExternalIconLink } from '../controls';
import { restoreUndo, TRASH_NOTE } from '../trash/restore-undo';
import { useAdminAction } from '../use-admin-action';
import type { LibraryCard } from './library-manager';

/**
 * The six actions of a media card (back-office.md §2: edit, duplicate, preview, visit link,
 * archive, delete), each with a visible label and an accessible name that names the item.
 * Archive and Delete sit apart, below a rule, in their own colours: Archive (amber)
 * can be reversed from the Page Slots tab, Delete (red) asks first.
 */
export function LibraryCardActions({
  item,
  onEdit,
  onPreview,
}: {
  item: LibraryCard;
  onEdit: () => void;
  onPreview: () => void;
}) {
  const { run } = useAdminAction();
  return (
    <div className="mt-auto pt-3">
      <div className="flex flex-wrap gap-1" role="group" aria-label={`Actions for ${item.name}`}>
        <ActionButton icon={Pencil} text="Edit" label={`Edit ${item.name}`} onClick={onEdit} />
        <ActionButton
          icon={Copy}
          text="Duplicate"
          label={`Duplicate ${item.name}`}
          onClick={() =>
            run(() => duplicateMediaAction({ id: item.id }), {
              success: 'Media stored successfully!',
              successDescription: 'Available in media library',
              errorTitle: 'Error saving media',
              errorDescription: 'Please try again.',
              undo: restoreUndo(run, 'media', [item.id]),
            })
          }
        />
        <ActionButton
          icon={Eye}
          text="Preview"
          label={`Preview ${item.name}`}
          onClick={onPreview}
        />
        <ExternalIconLink
          href={item.redirect_url ?? item.file_url}
          label={`Visit the link of ${item.name}`}
          text="Visit"
        />
      </div>
      <div
        className="mt-2 flex flex-wrap gap-2 border-t border-slate-200 pt-2"
        role="group"
        aria-label={`Remove ${item.name}`}
      >
        {item.is_active ? (
          <Button
            variant="outline"
            size="sm"
            aria-label={`Archive ${item.name}`}
            className="border-amber-300 text-amber-900 hover:bg-amber-50"
            onClick={() =>
              run(() => setMediaActiveAction({ id: item.id, is_active: false }), {
                success: 'Media archived successfully!',
                errorTitle: 'Error archiving media',
                errorDescription: 'Please try again.',
              })
            }
          >
            <Archive aria-hidden="true" /> Archive
          </Button>
        ) : null}
        <DeleteButton
          name={item.name}
          text="Delete"
          description={`It leaves the library and any page slot it shows in. ${TRASH_NOTE}`}
          onConfirm={() =>
            run(() => deleteMediaAction({ id: item.id }), {
              success: 'Media deleted successfully!',
              errorTitle: 'Error deleting media',
              errorDescription: 'Please try again.',
            })
          }
        />
      </div>
    </div>
  );
}
