'use client';

import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import * as React from 'react';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { fieldMeta, type EditorChoices } from '@/lib/pages/fields';
import { humanizeKey } from '@/lib/pages/registry';
import { ImageUploadField } from '../image-upload-field';
import { RichTextEditor } from '../rich-text-editor';

/** What the form's image and testimonial fields offer (the editor's page provides them). */
export const Choices = React.createContext<EditorChoices>({ libraryImages: [], testimonials: [] });

/** A value of the content being edited (an object, a list, or a text). */
type Value = unknown;

/** Calls back with the new value of the field at `path` (dotted, list indexes as numbers). */
export type OnFieldChange = (path: readonly (string | number)[], value: Value) => void;

/**
 * A new, empty item for a list of `schema`s: empty texts, the first icon, nested lists at their
 * smallest count, and the starting value of a field that has one. The person fills it in; until
 * then the form marks its fields.
 */
export function emptyValue(schema: z.ZodType): Value {
  // A field with a starting value (a form's "Send" button) starts with it.
  if (schema instanceof z.ZodDefault) return structuredClone(schema.def.defaultValue);
  const meta = fieldMeta(schema);
  if (schema instanceof z.ZodObject)
    return Object.fromEntries(
      Object.entries(schema.shape as Record<string, z.ZodType>).map(([k, s]) => [k, emptyValue(s)]),
    );
  if (schema instanceof z.ZodArray)
    return Array.from({ length: meta?.field === 'list' ? meta.min : 0 }, () =>
      emptyValue(schema.element as z.ZodType),
    );
  if (schema instanceof z.ZodEnum) return schema.options[0];
  if (schema instanceof z.ZodLiteral) return schema.value;
  if (meta?.field === 'rating') return 5;
  if (meta?.field === 'count') return 0;
  if (meta?.field === 'toggle') return false;
  return '';
}

const idOf = (path: readonly (string | number)[]) => `page-field-${path.join('-')}`;

/** An ISO timestamp as a datetime-local input's value, in this browser's time zone. */
function toLocalInput(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A block type's name in the palette ("Hero"), from its schema's metadata. */
const blockName = (schema: z.ZodType) => (schema.meta() as { label?: string } | undefined)?.label;

/** The block types of a list of blocks (a discriminated union on `type`), by their type. */
function blockOptions(schema: z.ZodType): Map<string, z.ZodObject> | null {
  if (!(schema instanceof z.ZodDiscriminatedUnion)) return null;
  return new Map(
    (schema.options as z.ZodObject[]).map((o) => [String((o.shape.type as z.ZodLiteral).value), o]),
  );
}

/**
 * The form of a page's content, built from its schema (lib/pages/fields.ts): a text field per
 * line (with the length the layout holds counted down), a text area per paragraph, a choice per
 * icon, and lists whose items can be added, moved and removed within the counts the design takes.
 * Each field shows its message from `errors` (keyed by dotted path).
 */
export function SchemaFields({
  schema: wrapped,
  value,
  path,
  label,
  errors,
  warnings,
  onChange,
}: {
  schema: z.ZodType;
  value: Value;
  path: readonly (string | number)[];
  label: string;
  errors: Record<string, string>;
  /** What the preview found of each field at the widths it checks (words too wide). */
  warnings: Record<string, string>;
  onChange: OnFieldChange;
}) {
  const meta = fieldMeta(wrapped);
  // A field with a starting value is edited as the field it wraps.
  const schema = wrapped instanceof z.ZodDefault ? (wrapped.unwrap() as z.ZodType) : wrapped;
  const error = errors[path.join('.')];
  const warning = warnings[path.join('.')];
  const name = meta?.label ?? label;

  if (schema instanceof z.ZodObject) {
    return (
      <div className="space-y-4">
        {Object.entries(schema.shape as Record<string, z.ZodType>)
          // A block's type tag is not a field: the block is added as one type and stays it.
          .filter(([, child]) => !(child instanceof z.ZodLiteral))
          .map(([key, child]) => (
            <SchemaFields
              key={key}
              schema={child}
              value={(value as Record<string, Value>)?.[key]}
              path={[...path, key]}
              label={humanizeKey(key)}
              errors={errors}
              warnings={warnings}
              onChange={onChange}
            />
          ))}
      </div>
    );
  }

  if (schema instanceof z.ZodArray && meta?.field === 'list') {
    const items = Array.isArray(value) ? value : [];
    const element = schema.element as z.ZodType;
    const blocks = blockOptions(element);
    // A block's own schema, by the type it was added as.
    const itemSchema = (item: unknown): z.ZodType =>
      blocks?.get(String((item as { type?: unknown })?.type)) ?? element;
    const move = (from: number, to: number) => {
      const next = [...items];
      const [item] = next.splice(from, 1);
      next.splice(to, 0, item);
      onChange(path, next);
    };
    const counts = meta.min === meta.max ? `${meta.min}` : `${meta.min} to ${meta.max}`;
    return (
      <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3">
        <legend className="px-1 text-sm font-semibold text-navy-900">
          {name}{' '}
          <span className="font-normal text-slate-600">
            ({items.length} of {counts})
          </span>
        </legend>
        {error ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
        {items.map((item, index) => {
          const blockLabel = blocks ? blockName(itemSchema(item)) : undefined;
          const itemLabel = blockLabel
            ? `${name} ${index + 1}: ${blockLabel}`
            : `${name} ${index + 1}`;
          return (
            <div
              key={index}
              className="space-y-2 rounded-md bg-slate-50 p-3"
              data-list-item={`${path.join('.')}.${index}`}
            >
              <div className="flex items-center justify-between gap-2">
                {/* A text item's field carries its name; an item of several fields is named here. */}
                <span className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  {element instanceof z.ZodObject || blocks ? itemLabel : null}
                </span>
                <div className="flex gap-1">
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Move ${itemLabel} up`}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Move ${itemLabel} down`}
                    disabled={index === items.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Remove ${itemLabel}`}
                    disabled={items.length <= meta.min}
                    onClick={() =>
                      onChange(
                        path,
                        items.filter((_, i) => i !== index),
                      )
                    }
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </div>
              <SchemaFields
                schema={itemSchema(item)}
                value={item}
                path={[...path, index]}
                label={itemLabel}
                errors={errors}
                warnings={warnings}
                onChange={onChange}
              />
            </div>
          );
        })}
        {blocks ? (
          <AddBlock
            id={`${idOf(path)}-add`}
            listName={name}
            blocks={blocks}
            disabled={items.length >= meta.max}
            onAdd={(block) => onChange(path, [...items, emptyValue(block)])}
          />
        ) : (
          <Button
            size="sm"
            variant="outline"
            disabled={items.length >= meta.max}
            onClick={() => onChange(path, [...items, emptyValue(element)])}
          >
            <Plus aria-hidden="true" />
            Add to {name}
          </Button>
        )}
      </fieldset>
    );
  }

  const id = idOf(path);
  const text = typeof value === 'string' ? value : '';
  if (schema instanceof z.ZodEnum) {
    return (
      <FormField id={id} label={name} error={error}>
        <Select
          value={text}
          options={(schema.options as string[]).map((v) => ({ value: v, label: humanizeKey(v) }))}
          onChange={(e) => onChange(path, e.target.value)}
        />
      </FormField>
    );
  }
  if (meta?.field === 'toggle') {
    return (
      <label className="flex items-center gap-3 text-sm font-medium text-slate-800">
        <input
          id={id}
          type="checkbox"
          className="size-4"
          checked={value === true}
          onChange={(e) => onChange(path, e.target.checked)}
        />
        {name}
      </label>
    );
  }
  if (meta?.field === 'rating' || meta?.field === 'count') {
    const rating = meta.field === 'rating';
    return (
      <FormField
        id={id}
        label={name}
        required
        hint={rating ? 'Out of 5, in tenths (4.8)' : 'A whole number'}
        error={error}
      >
        <Input
          type="number"
          inputMode={rating ? 'decimal' : 'numeric'}
          min={rating ? 1 : 0}
          max={rating ? 5 : undefined}
          step={rating ? 0.1 : 1}
          value={typeof value === 'number' && Number.isFinite(value) ? value : ''}
          onChange={(e) =>
            onChange(path, e.target.value === '' ? Number.NaN : Number(e.target.value))
          }
        />
      </FormField>
    );
  }
  if (meta?.field === 'testimonial') {
    return (
      <TestimonialField
        id={id}
        name={name}
        value={text}
        error={error}
        onChange={(v) => onChange(path, v)}
      />
    );
  }
  if (meta?.field === 'image') {
    return (
      <ImageField
        id={id}
        name={name}
        value={text}
        error={error}
        onChange={(url) => onChange(path, url)}
      />
    );
  }
  if (meta?.field === 'datetime') {
    return (
      <FormField id={id} label={name} hint="In your time zone; leave empty for none" error={error}>
        <Input
          type="datetime-local"
          value={text ? toLocalInput(text) : ''}
          onChange={(e) =>
            onChange(path, e.target.value ? new Date(e.target.value).toISOString() : '')
          }
        />
      </FormField>
    );
  }
  if (meta?.field === 'date') {
    return (
      <FormField id={id} label={name} required error={error}>
        <Input type="date" value={text} onChange={(e) => onChange(path, e.target.value)} />
      </FormField>
    );
  }
  if (meta?.field === 'rich') {
    const labelId = `${id}-label`;
    return (
      <div className="space-y-1.5" data-field={path.join('.')}>
        <p id={labelId} className="text-sm font-medium text-slate-800">
          {name}
        </p>
        <RichTextEditor
          id={id}
          value={text}
          labelledBy={labelId}
          describedBy={error ? `${id}-error` : undefined}
          invalid={Boolean(error)}
          required
          onChange={(html) => onChange(path, html)}
          className="[&_.prose-content]:min-h-[120px]"
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    );
  }
  const max = meta && 'max' in meta ? meta.max : undefined;
  const hint =
    meta?.field === 'link'
      ? 'A web address (https://…) or a path on this site (/contact)'
      : meta?.field === 'email'
        ? undefined
        : max
          ? `${text.trim().length} of ${max} characters`
          : undefined;
  return (
    <div data-field={path.join('.')}>
      <FormField id={id} label={name} required hint={hint} error={error}>
        {meta?.field === 'paragraph' ? (
          <Textarea rows={3} value={text} onChange={(e) => onChange(path, e.target.value)} />
        ) : (
          <Input
            type={meta?.field === 'email' ? 'email' : 'text'}
            inputMode={meta?.field === 'link' ? 'url' : undefined}
            value={text}
            onChange={(e) => onChange(path, e.target.value)}
          />
        )}
      </FormField>
      {warning && !error ? (
        <p className="mt-1 text-sm font-medium text-amber-800" data-testid="layout-warning">
          {warning}
        </p>
      ) : null}
    </div>
  );
}

/**
 * An optional image: chosen from the media library, uploaded (JPG, PNG or WebP under 2 MB), or
 * none (the page's generated image is shared then).
 */
function ImageField({
  id,
  name,
  value,
  error,
  onChange,
}: {
  id: string;
  name: string;
  value: string;
  error?: string;
  onChange: (url: string) => void;
}) {
  const library = React.use(Choices).libraryImages;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset className="space-y-3" data-field={id}>
      <legend className="text-sm font-medium text-slate-800">{name}</legend>
      <p className="text-sm text-slate-600">
        1200 × 630 pixels works everywhere. Without one, the page shares an image drawn with its
        title.
      </p>
      {library.length > 0 ? (
        <FormField id={`${id}-library`} label="From the media library">
          <Select
            value={library.some((i) => i.url === value) ? value : ''}
            options={[
              { value: '', label: 'Choose an image…' },
              ...library.map((i) => ({ value: i.url, label: i.name })),
            ]}
            onChange={(e) => {
              if (e.target.value) onChange(e.target.value);
            }}
          />
        </FormField>
      ) : null}
      <ImageUploadField
        id={id}
        purpose="blog-featured"
        value={value}
        onChange={onChange}
        invalid={Boolean(error)}
        describedBy={errorId}
      />
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * The palette of a list of blocks: a choice of block type and its Add button, named after the
 * list's items ("Sections": "New section", "Add section").
 */
function AddBlock({
  id,
  listName,
  blocks,
  disabled,
  onAdd,
}: {
  id: string;
  listName: string;
  blocks: Map<string, z.ZodObject>;
  disabled: boolean;
  onAdd: (block: z.ZodObject) => void;
}) {
  const [type, setType] = React.useState(blocks.keys().next().value ?? '');
  const item = listName.toLowerCase().replace(/s$/, '');
  return (
    <div className="flex flex-wrap items-end gap-2">
      <FormField id={id} label={`New ${item}`}>
        <Select
          value={type}
          options={[...blocks].map(([value, schema]) => ({
            value,
            label: blockName(schema) ?? value,
          }))}
          onChange={(e) => setType(e.target.value)}
        />
      </FormField>
      <Button
        size="sm"
        variant="outline"
        disabled={disabled}
        onClick={() => onAdd(blocks.get(type)!)}
      >
        <Plus aria-hidden="true" />
        Add {item}
      </Button>
    </div>
  );
}

/** A testimonial of the Testimonials page, chosen among its published cards. */
function TestimonialField({
  id,
  name,
  value,
  error,
  onChange,
}: {
  id: string;
  name: string;
  value: string;
  error?: string;
  onChange: (label: string) => void;
}) {
  const { testimonials } = React.use(Choices);
  // One picked before and since removed from the Testimonials page stays listed, as such.
  const gone = value && !testimonials.includes(value) ? [value] : [];
  return (
    <FormField id={id} label={name} required error={error}>
      <Select
        value={value}
        options={[
          { value: '', label: 'Choose a testimonial…' },
          ...testimonials.map((t) => ({ value: t, label: t })),
          ...gone.map((t) => ({ value: t, label: `${t} (no longer on the Testimonials page)` })),
        ]}
        onChange={(e) => onChange(e.target.value)}
      />
    </FormField>
  );
}
