import { Pencil, Trash2 } from "~/blog/icons";
import { LoaderCircle } from "~/components/icons";
import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { BLOG_MESSAGES } from "~/blog/posts";
import { cn } from "~/utils/cn";
import { useHydrated } from "~/utils/use-hydrated";

const iconLinkClass = cn(
  "inline-flex h-9 w-9 items-center justify-center rounded-lg bg-white/90 text-slate-700 shadow-sm ring-1 ring-slate-200",
  "hover:bg-white hover:text-slate-900 dark:bg-slate-900/90 dark:text-slate-200 dark:ring-slate-700 dark:hover:bg-slate-800",
);

const dangerButtonClass = cn(
  "inline-flex h-10 items-center justify-center gap-2 rounded-lg bg-red-700 px-4 text-sm font-medium text-white hover:bg-red-800",
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 disabled:opacity-50",
);

interface PostRef {
  slug: string;
  title: string;
}

/** The admin's edit control on a card: opens the editor on /blog with this post. */
export function EditPostLink({ post }: { post: PostRef }) {
  return (
    <Link
      to={`/blog?edit=${encodeURIComponent(post.slug)}`}
      aria-label={`Edit "${post.title}"`}
      title="Edit"
      className={iconLinkClass}
    >
      <Pencil aria-hidden="true" className="h-4 w-4" />
    </Link>
  );
}

/**
 * The admin's delete control on a card. With JavaScript it opens a confirmation dialog; without
 * it, it is a link to /blog?delete=… where the page asks the same question (the text in
 * docs/product.md#blog-list).
 */
export function DeletePostLink({ post }: { post: PostRef }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Link
        to={`/blog?delete=${encodeURIComponent(post.slug)}`}
        aria-label={`Delete "${post.title}"`}
        title="Delete"
        className={iconLinkClass}
        onClick={(event) => {
          if (!hydrated) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        <Trash2 aria-hidden="true" className="h-4 w-4" />
      </Link>
      {hydrated && (
        <Dialog
          open={open}
          onClose={() => setOpen(false)}
          title="Delete blog post"
          description={BLOG_MESSAGES.deleteConfirmation(post.title)}
        >
          <DeletePostForm slug={post.slug} onCancel={() => setOpen(false)} />
        </Dialog>
      )}
    </>
  );
}

/** The confirmation's buttons: Cancel, and Delete (a POST of intent=delete). */
export function DeletePostForm({ slug, onCancel }: { slug: string; onCancel?: () => void }) {
  const navigation = useNavigation();
  const deleting =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "delete";
  return (
    <Form method="post" action="/blog" className="flex justify-end gap-2">
      <input type="hidden" name="targetSlug" value={slug} />
      {onCancel ? (
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      ) : (
        <Link
          to="/blog"
          className="inline-flex h-10 items-center rounded-lg border border-slate-300 px-4 text-sm font-medium hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
        >
          Cancel
        </Link>
      )}
      <button
        type="submit"
        name="intent"
        value="delete"
        className={dangerButtonClass}
        disabled={deleting}
      >
        {deleting ? (
          <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
        ) : (
          <Trash2 aria-hidden="true" className="h-4 w-4" />
        )}
        Delete
      </button>
    </Form>
  );
}
