/** Where a page of a list stands: the rows matching the view, the page shown, the page count. */
export type PageInfo = {
  /** Rows matching the view (all pages). */
  total: number;
  /** The page shown (the one asked for, or the last when it asked past the end). */
  page: number;
  pageCount: number;
};

/**
 * The page of a list to show (the admin lists: posts, leads, 404
 * paths): the one asked for, within 1 and the page count (an empty list has one page).
 * @param total - rows matching the view
 * @param asked - the 1-based page asked for
 * @param pageSize - rows per page
 * @returns the page's {@link PageInfo} and the `offset` of its first row
 */
export function pageOf(
  total: number,
  asked: number,
  pageSize: number,
): PageInfo & { offset: number } {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, asked), pageCount);
  return { total, page, pageCount, offset: (page - 1) * pageSize };
}
