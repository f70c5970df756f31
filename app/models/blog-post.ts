/**
 * A blog post as pages and the JSON API see it (docs/product.md#entities). Tags are a list;
 * dates are ISO 8601 strings.
 */

/** What the public list needs of a post. */
export interface BlogPostSummary {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  category: string;
  tags: string[];
  featuredImageUrl: string | null;
  isPublished: boolean;
  publishedAt: string | null;
  createdAt: string;
}

/** A whole post, as the JSON API returns it (docs/product.md#entities). */
export interface BlogPost extends BlogPostSummary {
  id: number;
  content: string;
  metaDescription: string;
  updatedAt: string;
}

/** What a create or an update stores: the fields an editor or the JSON API sends. */
export interface BlogPostFields {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  metaDescription: string;
  author: string;
  category: string;
  tags: string[];
  featuredImageUrl: string | null;
  isPublished: boolean;
}
