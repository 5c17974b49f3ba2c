/** A page's query as Next passes it: each name's value, or its values when repeated. */
export type SearchParams = Record<string, string | string[] | undefined>;

/** The props of a page component that reads its query. */
export type SearchParamsProps = { searchParams: Promise<SearchParams> };

/**
 * A query parameter's first value (a repeated one keeps its first).
 * @returns the value, or undefined when the parameter is absent
 */
export function firstParam(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The search text of a list's URL (`?q=`), cleaned so a hostile or stale link still searches
 * cleanly: the first value ('' when absent), control characters (NUL among them, which
 * PostgreSQL text cannot hold) as spaces, runs of white space as one, trimmed, cut at `max`
 * characters.
 */
export function searchText(value: string | string[] | undefined, max: number): string {
  return (firstParam(value) ?? '')
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);
}
