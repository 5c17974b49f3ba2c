/** A post's category, as the orange uppercase word over its title; nothing when it has none. */
export function PostCategory({ category }: { category: string | null }) {
  return category ? (
    <span className="font-semibold tracking-wide text-accent-700 uppercase">{category}</span>
  ) : null;
}
