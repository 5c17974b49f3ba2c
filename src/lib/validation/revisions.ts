import { RECORD_REVISION_KINDS, REVISED_RECORD_KINDS } from '../revision-kinds';
import { editVersionField, queryRecordId, recordId } from './fields';
import { z } from './zod';

const kind = z.enum(RECORD_REVISION_KINDS);
/** A revision to restore, and the edit version the form shows. */
export const recordRevisionRestoreSchema = z.object({
  kind,
  id: recordId(),
  version: editVersionField(),
});

/** A query's record id: digits, read as a number, or a video's uuid. */
const queryId = z.union([queryRecordId(), z.uuid()]);
const anyKind = z.enum(REVISED_RECORD_KINDS);

/**
 * The History panel's reads (GET /api/admin/revisions…) of any kind of record, posts included:
 * `?kind=&id=` lists a record's revisions, `?kind=&from=&to=` compares two.
 */
export const historyQuerySchema = z.object({ kind: anyKind, id: queryId });
export const historyDiffQuerySchema = z.object({
  kind: anyKind,
  from: queryRecordId(),
  to: queryRecordId(),
});

/** A post revision History loads into the editor (GET /api/admin/revisions/{id}). */
export const postRevisionSchema = z.object({ id: queryRecordId() });
