import { RECORD_REVISION_KINDS } from '../revision-kinds';
import { editVersionField, recordId } from './fields';
import { z } from './zod';

const kind = z.enum(RECORD_REVISION_KINDS);
/** A record's id: a number, or a video's uuid. */
const recordRef = z.union([recordId(), z.uuid()]);

/** The History panel of one record. */
export const recordHistorySchema = z.object({ kind, id: recordRef });

/** Two revisions of one record to compare. */
export const recordRevisionDiffSchema = z.object({ kind, from: recordId(), to: recordId() });

/** A revision to restore, and the edit version the form shows. */
export const recordRevisionRestoreSchema = z.object({
  kind,
  id: recordId(),
  version: editVersionField(),
});
