-- The full-text document of a blog post (issue #4 "search matches title, excerpt, content and
-- tags ... ranked by relevance"): title weighs most, then tags and excerpt, then the body with its
-- HTML tags stripped. Declared IMMUTABLE (the text search configuration is fixed) so that
-- blog_posts.search_vector can be a stored generated column with a GIN index.
CREATE OR REPLACE FUNCTION lizit_post_document(title text, excerpt text, content text, tags text[])
RETURNS tsvector
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $$
  SELECT setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A')
      || setweight(to_tsvector('english'::regconfig, coalesce(array_to_string(tags, ' '), '')), 'B')
      || setweight(to_tsvector('english'::regconfig, coalesce(excerpt, '')), 'B')
      || setweight(to_tsvector('english'::regconfig, regexp_replace(coalesce(content, ''), '<[^>]*>', ' ', 'g')), 'C')
$$;
