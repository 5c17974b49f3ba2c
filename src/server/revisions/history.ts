import 'server-only';
import type { Db } from '@/db/client';
import type { RevisedRecordKind } from '@/db/schema';
import { notFound } from '../actions/errors';
import { diffPageRevisions, listPageRevisions } from '../pages/service';
import { getEditablePost } from '../posts/service';
import type { FieldDiff } from './diff';
import { diffRevisions, getRevision, listRevisions, newerAutosave } from './posts';
import { diffRecordRevisions, listRecordRevisions } from './records';

/**
 * The History panel's list of any record's revisions, newest first: a post's with its
 * publication state and autosaves ({@link listRevisions}), a page's publications
 * ({@link listPageRevisions}), the other kinds' with the name each revision gives the record
 * ({@link listRecordRevisions}).
 * @param id - the record's id (a video's uuid)
 * @throws ActionError(404) when the id cannot be one of that kind's
 */
export async function listHistory(db: Db, kind: RevisedRecordKind, id: number | string) {
  // A video's id is a uuid, every other record's a number.
  if ((kind === 'video') !== (typeof id === 'string')) throw notFound('Record');
  if (kind === 'post') return listRevisions(db, id as number);
  if (kind === 'page') return listPageRevisions(db, id as number);
  return listRecordRevisions(db, kind, id);
}

/**
 * The word diff between two revisions of one record of `kind`.
 * @throws ActionError(404) when either is missing, of another kind, or of another record
 */
export function diffHistory(
  db: Db,
  kind: RevisedRecordKind,
  from: number,
  to: number,
): Promise<FieldDiff[]> {
  if (kind === 'post') return diffRevisions(db, from, to);
  if (kind === 'page') return diffPageRevisions(db, from, to);
  return diffRecordRevisions(db, kind, from, to);
}

/**
 * The fields of a post revision History loads into the editor as unsaved changes: its title,
 * slug, excerpt, content and meta description. The person saves or publishes them.
 * @throws ActionError(404) for an unknown revision, or a post gone or in the Trash
 */
export async function postRevisionForEditor(db: Db, id: number) {
  const revision = await getRevision(db, id);
  if (!revision || !(await getEditablePost(db, revision.postId))) throw notFound('Revision');
  const { title, slug, excerpt, content, meta_description } = revision;
  return { id, title, slug, excerpt, content, meta_description };
}

/**
 * A post as its editor opens it: every editable field, and the person's autosave when it is newer
 * than the post's last save (the editor offers to restore it).
 * @throws ActionError(404) for a post gone or in the Trash
 */
export async function postForEditor(db: Db, id: number, authorId: string) {
  const post = await getEditablePost(db, id);
  if (!post) throw notFound('Blog post');
  return { ...post, autosave: await newerAutosave(db, id, authorId) };
}
