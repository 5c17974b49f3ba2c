'use client';

import { ArrowDown, ArrowUp, Check, Pencil, Plus, Tags, Trash2, X } from 'lucide-react';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/form-field';
import { Input, Select } from '@/components/ui/input';
import { CATEGORY_NAME_MAX } from '@/lib/validation/post-categories';
import {
  createCategoryAction,
  deleteCategoryAction,
  moveCategoryAction,
  renameCategoryAction,
} from '@/server/posts/actions';
import type { CategoryRow } from '@/server/posts/categories';
import { useAdminAction } from '../use-admin-action';

const postsText = (n: number) => `${n} post${n === 1 ? '' : 's'}`;

/** The two buttons that move a category in the order. */
const MOVES = [
  { direction: 'up', icon: ArrowUp },
  { direction: 'down', icon: ArrowDown },
] as const;

/**
 * The managed post categories: add, rename (its posts follow), reorder (the
 * order of the filters on /resources) and delete. Deleting a category that posts use asks where
 * those posts go; the server refuses it otherwise.
 */
export function CategoriesDialog({ categories }: { categories: CategoryRow[] }) {
  const { run } = useAdminAction();
  const [name, setName] = React.useState('');
  const [addError, setAddError] = React.useState<string | null>(null);

  const add = async (e: React.FormEvent) => {
    e.preventDefault();
    const result = await run(() => createCategoryAction({ name }), {
      success: 'Category added',
      errorTitle: 'Error adding category',
    });
    if (result.ok) {
      setName('');
      setAddError(null);
    } else setAddError(result.fieldErrors?.name ?? result.error);
  };

  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Tags aria-hidden="true" /> Manage categories
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl" aria-describedby="categories-description">
        <DialogHeader>
          <DialogTitle>Post categories</DialogTitle>
          <DialogDescription id="categories-description">
            The category filters on /resources show these, in this order. Renaming a category
            renames it on its posts too.
          </DialogDescription>
        </DialogHeader>
        <ol className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200">
          {categories.map((c, i) => (
            <CategoryItem
              key={c.id}
              category={c}
              first={i === 0}
              last={i === categories.length - 1}
              others={categories.filter((o) => o.id !== c.id)}
            />
          ))}
        </ol>
        <form onSubmit={add} noValidate className="mt-5 flex flex-wrap items-start gap-2">
          <div className="min-w-0 flex-1 space-y-1">
            <label htmlFor="new-category" className="text-sm font-medium text-slate-800">
              New category
            </label>
            <Input
              id="new-category"
              value={name}
              maxLength={CATEGORY_NAME_MAX + 10}
              onChange={(e) => setName(e.target.value)}
              aria-invalid={addError ? true : undefined}
              aria-describedby={addError ? 'new-category-error' : undefined}
              placeholder="e.g. Case Studies"
            />
            <FieldError id="new-category-error" message={addError} />
          </div>
          <Button type="submit" className="mt-6">
            <Plus aria-hidden="true" /> Add category
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function CategoryItem({
  category,
  first,
  last,
  others,
}: {
  category: CategoryRow;
  first: boolean;
  last: boolean;
  others: CategoryRow[];
}) {
  const { run } = useAdminAction();
  const [editing, setEditing] = React.useState(false);
  const [draft, setDraft] = React.useState(category.name);
  const [error, setError] = React.useState<string | null>(null);
  const [moveTo, setMoveTo] = React.useState('');
  const inputId = `category-name-${category.id}`;

  const rename = async (e: React.FormEvent) => {
    e.preventDefault();
    const result = await run(() => renameCategoryAction({ id: category.id, name: draft }), {
      success: 'Category renamed',
      successDescription:
        category.post_count > 0 ? `${postsText(category.post_count)} now show it.` : undefined,
      errorTitle: 'Error renaming category',
    });
    if (result.ok) {
      setEditing(false);
      setError(null);
    } else setError(result.fieldErrors?.name ?? result.error);
  };
  const move = (direction: 'up' | 'down') =>
    run(() => moveCategoryAction({ id: category.id, direction }), {
      errorTitle: 'Error moving category',
    });

  return (
    <li className="flex flex-wrap items-center gap-2 px-3 py-2" data-testid="category-row">
      {editing ? (
        <form onSubmit={rename} noValidate className="flex min-w-0 flex-1 flex-wrap gap-2">
          <label htmlFor={inputId} className="sr-only">
            New name for {category.name}
          </label>
          <Input
            id={inputId}
            value={draft}
            autoFocus
            onChange={(e) => setDraft(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            className="h-9 min-w-0 flex-1"
          />
          <Button type="submit" size="sm" aria-label={`Save the name of ${category.name}`}>
            <Check aria-hidden="true" /> Save
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              setEditing(false);
              setDraft(category.name);
              setError(null);
            }}
          >
            <X aria-hidden="true" /> Cancel
          </Button>
          {error ? (
            <p id={`${inputId}-error`} role="alert" className="w-full text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </form>
      ) : (
        <>
          <span className="min-w-0 flex-1 font-medium break-words text-navy-900">
            {category.name}
          </span>
          <span className="text-xs text-slate-600">{postsText(category.post_count)}</span>
          <div className="flex gap-1">
            {MOVES.map(({ direction, icon: Icon }) => (
              <Button
                key={direction}
                size="icon"
                variant="ghost"
                disabled={direction === 'up' ? first : last}
                aria-label={`Move ${category.name} ${direction}`}
                onClick={() => move(direction)}
              >
                <Icon aria-hidden="true" />
              </Button>
            ))}
            <Button
              size="icon"
              variant="ghost"
              aria-label={`Rename ${category.name}`}
              onClick={() => setEditing(true)}
            >
              <Pencil aria-hidden="true" />
            </Button>
            <ConfirmDialog
              title={`Delete the category "${category.name}"?`}
              description={
                category.post_count > 0
                  ? `${category.post_count === 1 ? '1 post uses' : `${category.post_count} posts use`} it. Choose the category they move to.`
                  : 'No post uses it.'
              }
              confirmDisabled={category.post_count > 0 && !moveTo}
              onConfirm={() =>
                run(
                  () =>
                    deleteCategoryAction({
                      id: category.id,
                      move_to: moveTo ? Number(moveTo) : null,
                    }),
                  { success: 'Category deleted', errorTitle: 'Error deleting category' },
                )
              }
              trigger={
                <Button size="icon" variant="ghost" aria-label={`Delete ${category.name}`}>
                  <Trash2 aria-hidden="true" className="text-red-700" />
                </Button>
              }
            >
              {category.post_count > 0 ? (
                <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
                  Move its posts to
                  <Select
                    value={moveTo}
                    onChange={(e) => setMoveTo(e.target.value)}
                    placeholder="Choose a category…"
                    options={others.map((o) => ({ value: o.id, label: o.name }))}
                  />
                </label>
              ) : null}
            </ConfirmDialog>
          </div>
        </>
      )}
    </li>
  );
}
