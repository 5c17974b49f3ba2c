/**
 * Text with the entities the rich-text sanitiser writes (`&nbsp; &lt; &gt; &quot; &#39; &amp;`)
 * turned back into characters, `&amp;` last so "&amp;lt;" stays "&lt;" (one
 * decoder for the revision diff's text, and generated drafts' excerpts).
 * @param text - HTML text with its tags already removed
 * @returns the decoded text (never throws)
 */
export function decodeEntities(text: string): string {
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}
