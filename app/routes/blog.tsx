import { CircleCheck, FilePenLine, Plus, Rss, SearchX } from "lucide-react";
import { Suspense, useEffect, useRef } from "react";
import {
  Await,
  data,
  Link,
  redirect,
  useNavigation,
  useSearchParams,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { DeletePostForm, DeletePostLink, EditPostLink } from "~/components/blog/delete-post";
import { BlogEditor, type EditorMode } from "~/components/blog/blog-editor";
import { POST_GRID_CLASS, PostCard, PostCardSkeleton } from "~/components/blog/post-card";
import { ResultsStatus, useLiveSearch, type LiveSearch } from "~/components/content-search";
import { PageHeader } from "~/components/page-header";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { database } from "~/db/client.server";
import {
  createPost,
  deletePost,
  DuplicateSlugError,
  getPost,
  listPostSummaries,
  publishPost,
  updatePost,
} from "~/models/blog-post.server";
import { cloudflareContext } from "~/server-context";
import {
  ALL_CATEGORIES,
  BLOG_MESSAGES,
  categoriesOf,
  filterPosts,
  matchCategory,
  type BlogPostSummary,
} from "~/utils/blog";
import {
  BLOG_NOTICES,
  editorValuesOf,
  emptyEditorValues,
  failureMessage,
  isBlogNotice,
  saveNotice,
  type EditorField,
  type EditorIntent,
  type EditorTarget,
  type EditorValues,
} from "~/utils/blog-editor";
import { postInputOf, readEditorForm } from "~/utils/blog-form.server";
import { BlogPostInputSchema, firstIssueMessage } from "~/utils/blog-schemas";
import { cn } from "~/utils/cn";
import { fieldErrors } from "~/utils/form.server";
import { HttpError } from "~/utils/http.server";
import { renderMarkdown } from "~/utils/markdown.server";
import { originFrom, pageMeta } from "~/utils/seo";
import { getUser, requireAdmin } from "~/utils/session.server";
import { normalizeQuery } from "~/utils/text-search";
import { toast } from "~/utils/toast";
import { useHydrated } from "~/utils/use-hydrated";
import type { Route } from "./+types/blog";

interface Listing {
  /** published posts, newest first */
  posts: BlogPostSummary[];
  /** drafts, for admins only (empty for everyone else) */
  drafts: BlogPostSummary[];
}

/** URL parameters that only filter what the page already has: changing them loads nothing. */
const CLIENT_ONLY_PARAMS = ["q", "category", "notice"];

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const user = await getUser(request, context);
  const isAdmin = user?.isAdmin === true;
  const db = database(context.get(cloudflareContext).env.DB);
  const params = url.searchParams;

  const listingPromise = listPostSummaries(db, { includeDrafts: isAdmin }).then((all): Listing => ({
    posts: all.filter((post) => post.isPublished),
    drafts: all.filter((post) => !post.isPublished),
  }));
  // A client-side navigation (a .data request) gets the list as a promise, so the page shows
  // its six placeholder cards while the list loads. Documents are rendered whole: crawlers and
  // browsers without JavaScript get every post in the HTML.
  const isDataRequest = new URL(request.url).pathname.endsWith(".data");
  const listing: Listing | Promise<Listing> = isDataRequest ? listingPromise : await listingPromise;

  let editor: { target: EditorTarget | null; values: EditorValues } | null = null;
  let deleting: { slug: string; title: string } | null = null;
  if (isAdmin) {
    const editSlug = params.get("edit");
    if (params.get("editor") === "new") {
      editor = { target: null, values: emptyEditorValues() };
    } else if (editSlug) {
      const post = await getPost(db, editSlug);
      if (post) {
        editor = {
          target: { slug: post.slug, title: post.title, isPublished: post.isPublished },
          values: editorValuesOf(post),
        };
      }
    }
    const deleteSlug = params.get("delete");
    const doomed = deleteSlug ? await getPost(db, deleteSlug) : null;
    if (doomed) deleting = { slug: doomed.slug, title: doomed.title };
  }

  return { isAdmin, listing, editor, deleting };
}

type ActionResult =
  | { status: "editing"; intent: EditorIntent; values: EditorValues; previewHtml: string | null }
  | {
      status: "refused";
      intent: EditorIntent | null;
      title: string;
      message: string;
      errors: Partial<Record<EditorField, string>>;
      values: EditorValues | null;
    };

function refused(
  status: number,
  fields: Omit<Extract<ActionResult, { status: "refused" }>, "status" | "errors"> & {
    errors?: Partial<Record<EditorField, string>>;
  },
) {
  return data<ActionResult>({ status: "refused", errors: {}, ...fields }, { status });
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  let submission;
  try {
    submission = await readEditorForm(request);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return refused(error.status, {
      intent: null,
      title: "Error",
      message: error.message,
      values: null,
    });
  }
  const { intent, values, targetSlug } = submission;
  const db = database(context.get(cloudflareContext).env.DB);

  switch (intent) {
    case "edit":
    case "preview":
      return data<ActionResult>({
        status: "editing",
        intent,
        values,
        previewHtml: intent === "preview" ? renderMarkdown(values.content) : null,
      });

    case "save-draft":
    case "publish": {
      const isPublished = intent === "publish";
      const parsed = BlogPostInputSchema.safeParse(postInputOf(values, isPublished));
      if (!parsed.success) {
        const message = firstIssueMessage(parsed.error);
        return refused(400, {
          intent,
          title: message === BLOG_MESSAGES.requiredFields ? "Validation Error" : "Error",
          message,
          errors: fieldErrors<EditorField>(parsed.error),
          values,
        });
      }
      try {
        const saved = targetSlug
          ? await updatePost(db, targetSlug, parsed.data)
          : await createPost(db, parsed.data);
        if (!saved) {
          return refused(404, { intent, title: "Error", message: BLOG_MESSAGES.notFound, values });
        }
        return redirect(`/blog?notice=${saveNotice(isPublished, !targetSlug)}`);
      } catch (error) {
        if (!(error instanceof DuplicateSlugError)) throw error;
        const message = BLOG_MESSAGES.duplicateSlug(error.slug);
        return refused(409, { intent, title: "Error", message, errors: { slug: message }, values });
      }
    }

    case "publish-existing": {
      if (!targetSlug) {
        return refused(400, {
          intent,
          title: "Validation Error",
          message: BLOG_MESSAGES.saveFirst,
          values,
        });
      }
      const published = await publishPost(db, targetSlug);
      if (!published) {
        return refused(404, { intent, title: "Error", message: BLOG_MESSAGES.notFound, values });
      }
      return redirect("/blog?notice=published");
    }

    case "delete": {
      const deleted = targetSlug ? await deletePost(db, targetSlug) : false;
      if (!deleted) {
        return refused(404, {
          intent,
          title: "Error",
          message: failureMessage(intent),
          values: null,
        });
      }
      return redirect("/blog?notice=deleted");
    }
  }
}

/**
 * Search and category changes only filter the posts the page already has; previews change
 * nothing on the server. Everything else (the editor, saving, deleting) loads again.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formData,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const intent = formData?.get("intent");
  if (intent === "preview" || intent === "edit") return false;
  if (formData) return defaultShouldRevalidate;
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const significant = (url: URL) => {
    const params = new URLSearchParams(url.search);
    for (const name of CLIENT_ONLY_PARAMS) params.delete(name);
    params.sort();
    return params.toString();
  };
  return significant(currentUrl) === significant(nextUrl) ? false : defaultShouldRevalidate;
}

export default function BlogPage({ loaderData, actionData }: Route.ComponentProps) {
  const { isAdmin, listing, editor, deleting } = loaderData;
  const [searchParams] = useSearchParams();
  const search = useLiveSearch(normalizeQuery(searchParams.get("q")), "blog-search");
  const navigation = useNavigation();
  const notice = useNotice();

  const editing = actionData?.status === "editing" ? actionData : null;
  const refusal = actionData?.status === "refused" ? actionData : null;
  useRefusalToast(refusal);

  const editorValues = editing?.values ?? refusal?.values ?? editor?.values;
  const editorMode: EditorMode = editing?.intent === "preview" ? "preview" : "edit";
  const saving =
    navigation.state === "submitting" &&
    ["save-draft", "publish", "publish-existing"].includes(
      String(navigation.formData?.get("intent")),
    );

  return (
    <>
      <PageHeader
        title="UnitWise Blog"
        subtitle="Where units come from, why the numbers are what they are, and how to convert with confidence."
      >
        <BlogSearchForm search={search} category={searchParams.get("category")} />
      </PageHeader>
      <Container className="py-10">
        {notice && !notice.toasted && (
          <p
            role="status"
            className="mb-6 flex items-center gap-2 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900 dark:border-green-900 dark:bg-green-950 dark:text-green-100"
          >
            <CircleCheck aria-hidden="true" className="h-5 w-5 shrink-0" />
            <span>
              <strong>{notice.title}</strong> {notice.description}
            </span>
          </p>
        )}

        {isAdmin && (
          <div className="mb-8 space-y-6">
            {!editor && (
              <Link to="/blog?editor=new" className={buttonClass("primary")}>
                <Plus aria-hidden="true" className="h-4 w-4" />
                Create New Post
              </Link>
            )}
            {editor && editorValues && (
              <BlogEditor
                key={`${editor.target?.slug ?? "new"}:${editorMode}:${editing ? "posted" : "loaded"}`}
                target={editor.target}
                values={editorValues}
                mode={editorMode}
                previewHtml={editing?.previewHtml ?? null}
                errors={refusal?.errors ?? {}}
                formError={refusal ? { title: refusal.title, message: refusal.message } : null}
                busy={saving}
              />
            )}
            {deleting && (
              <Card role="alertdialog" aria-labelledby="delete-heading" className="p-6">
                <h2 id="delete-heading" className="text-lg font-semibold">
                  Delete blog post
                </h2>
                <p className="mt-2 text-slate-700 dark:text-slate-300">
                  {BLOG_MESSAGES.deleteConfirmation(deleting.title)}
                </p>
                <div className="mt-4">
                  <DeletePostForm slug={deleting.slug} />
                </div>
              </Card>
            )}
            {refusal?.intent === "delete" && (
              <p role="alert" className="text-sm text-red-700 dark:text-red-300">
                {refusal.message}
              </p>
            )}
          </div>
        )}

        {/* Only a promised list goes through Suspense: React streams a large boundary's
            content after its fallback, which browsers without JavaScript never swap in. */}
        {listing instanceof Promise ? (
          <Suspense fallback={<ListingSkeleton />}>
            <Await resolve={listing}>
              {(resolved) => <BlogListing listing={resolved} isAdmin={isAdmin} search={search} />}
            </Await>
          </Suspense>
        ) : (
          <BlogListing listing={listing} isAdmin={isAdmin} search={search} />
        )}
      </Container>
    </>
  );
}

function BlogSearchForm({ search, category }: { search: LiveSearch; category: string | null }) {
  return (
    <form
      method="get"
      action="/blog"
      role="search"
      aria-label="Search the blog"
      onSubmit={search.submit}
      className="mx-auto flex max-w-2xl gap-2"
    >
      {category && category !== ALL_CATEGORIES && (
        <input type="hidden" name="category" value={category} />
      )}
      <label htmlFor={search.inputId} className="sr-only">
        Search blog posts
      </label>
      <input
        id={search.inputId}
        type="search"
        name="q"
        value={search.term}
        onChange={(event) => search.setTerm(event.target.value)}
        placeholder="Search articles..."
        maxLength={100}
        autoComplete="off"
        className={cn(
          "h-12 w-full flex-1 rounded-xl border border-slate-300 bg-white px-4 text-base text-slate-900 shadow-sm",
          "placeholder:text-slate-500 focus:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500",
          "dark:border-slate-600 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400",
        )}
      />
      <button type="submit" className={buttonClass("primary", "lg", "rounded-xl")}>
        Search
      </button>
    </form>
  );
}

/**
 * The URL of the list with `category` chosen, keeping the search as typed (the URL may not have
 * caught up with the search box yet).
 */
function categoryHref(query: string, category: string | null) {
  const next = new URLSearchParams();
  if (query) next.set("q", query);
  if (category) next.set("category", category);
  const search = next.toString();
  return search ? `/blog?${search}` : "/blog";
}

function BlogListing({
  listing,
  isAdmin,
  search,
}: {
  listing: Listing;
  isAdmin: boolean;
  search: LiveSearch;
}) {
  const [searchParams] = useSearchParams();
  const categories = categoriesOf(listing.posts);
  const category = matchCategory(categories, searchParams.get("category"));
  const shown = filterPosts(listing.posts, { query: search.query, category });
  const filtering = search.query !== "" || category !== null;
  const adminActions = (post: BlogPostSummary) =>
    isAdmin ? (
      <>
        <EditPostLink post={post} />
        <DeletePostLink post={post} />
      </>
    ) : undefined;

  return (
    <>
      {categories.length > 0 && (
        <nav aria-label="Categories" className="flex flex-wrap justify-center gap-2">
          {[null, ...categories].map((name) => {
            const active = name === category;
            return (
              <Link
                key={name ?? ALL_CATEGORIES}
                to={categoryHref(search.query, name)}
                replace
                preventScrollReset
                aria-current={active ? "true" : undefined}
                className={buttonClass(active ? "primary" : "outline", "sm", "rounded-full")}
              >
                {name ?? "All"}
              </Link>
            );
          })}
        </nav>
      )}
      <ResultsStatus query={search.query} count={shown.length} noun="post" />

      <section aria-labelledby="blog-posts-heading" className="mt-8">
        <h2 id="blog-posts-heading" className="sr-only">
          {category ? `${category} articles` : "Articles"}
        </h2>
        {shown.length > 0 ? (
          <ul className={POST_GRID_CLASS}>
            {shown.map((post) => (
              <li key={post.slug}>
                <PostCard post={post} headingLevel={3} actions={adminActions(post)} />
              </li>
            ))}
          </ul>
        ) : (
          <Card className="flex flex-col items-center px-6 py-12 text-center">
            <span className="flex h-14 w-14 items-center justify-center rounded-full bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-300">
              <SearchX aria-hidden="true" className="h-7 w-7" />
            </span>
            <h3 className="mt-4 text-xl font-semibold">No blog posts found</h3>
            <p className="mt-2 text-slate-600 dark:text-slate-300">
              {filtering && listing.posts.length > 0
                ? "Try adjusting your search terms or category filter."
                : "No blog posts have been published yet."}
            </p>
            {filtering && listing.posts.length > 0 && (
              <Link to="/blog" className={buttonClass("outline", "md", "mt-6")}>
                Show all posts
              </Link>
            )}
          </Card>
        )}
      </section>

      {isAdmin && (
        <section aria-labelledby="blog-drafts-heading" className="mt-16">
          <h2
            id="blog-drafts-heading"
            className="flex items-center gap-2 text-2xl font-bold tracking-tight"
          >
            <FilePenLine
              aria-hidden="true"
              className="h-6 w-6 text-amber-600 dark:text-amber-400"
            />
            Draft Posts (Admin Only)
          </h2>
          {listing.drafts.length > 0 ? (
            <ul className={cn(POST_GRID_CLASS, "mt-6")}>
              {listing.drafts.map((post) => (
                <li key={post.slug}>
                  <PostCard post={post} headingLevel={3} actions={adminActions(post)} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4 text-slate-600 dark:text-slate-300">No drafts right now.</p>
          )}
        </section>
      )}

      <p className="mt-12 text-center text-sm">
        <a
          href="/blog/rss.xml"
          className="inline-flex items-center gap-1.5 font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
        >
          <Rss aria-hidden="true" className="h-4 w-4" />
          Subscribe with RSS
        </a>
      </p>
    </>
  );
}

/** Six placeholder cards while the posts load (docs/product.md#blog-list). */
function ListingSkeleton() {
  return (
    <div role="status" aria-label="Loading blog posts">
      <ul className={cn(POST_GRID_CLASS, "mt-8")}>
        {Array.from({ length: 6 }, (_, index) => (
          <li key={index}>
            <PostCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The `?notice=` of a redirect after saving or deleting. With JavaScript it becomes a toast and
 * leaves the URL; without, the page shows it (and `toasted` stays false).
 */
function useNotice() {
  const [searchParams, setSearchParams] = useSearchParams();
  const hydrated = useHydrated();
  const code = searchParams.get("notice");
  const notice = isBlogNotice(code) ? BLOG_NOTICES[code] : null;

  useEffect(() => {
    if (!notice) return;
    toast(notice);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("notice");
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [notice, setSearchParams]);

  return notice ? { ...notice, toasted: hydrated } : null;
}

/**
 * A refused save, publish or delete becomes an error toast (docs/product.md#blog-messages) once
 * JavaScript runs.
 */
function useRefusalToast(refusal: Extract<ActionResult, { status: "refused" }> | null) {
  const shown = useRef<typeof refusal>(null);
  useEffect(() => {
    if (!refusal || shown.current === refusal) return;
    shown.current = refusal;
    toast({ title: refusal.title, description: refusal.message, variant: "error" });
  }, [refusal]);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Blog: units, measurement and conversion explained",
    description:
      "Articles from UnitWise on units and measurement: why an inch is 25.4 mm, US vs imperial gallons, temperature scales, storage prefixes and fuel economy.",
    path: "/blog",
    origin: originFrom(matches),
  });

export const links: Route.LinksFunction = () => [
  { rel: "alternate", type: "application/rss+xml", title: "UnitWise Blog", href: "/blog/rss.xml" },
];
