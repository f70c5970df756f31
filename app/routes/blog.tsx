import { Suspense } from "react";
import { Await, useOutletContext, useSearchParams } from "react-router";
import { getUser } from "~/accounts/session.server";
import type { BlogOutletContext } from "~/blog/editor-panel";
import { BlogListing, BlogSearchForm, ListingSkeleton, type Listing } from "~/blog/listing";
import { loadListing } from "~/blog/listing.server";
import { BlogNotice } from "~/blog/notice";
import { shouldRevalidateBlog } from "~/blog/revalidate";
import { useLiveSearch } from "~/components/content-search";
import { PageHeader } from "~/components/page-header";
import { Container } from "~/components/ui/container";
import { getDatabase } from "~/server-context";
import { pageMeta, siteOf } from "~/utils/seo";
import { normalizeQuery } from "~/utils/text-search";
import type { Route } from "./+types/blog";

/**
 * The blog's list (docs/product.md#blog-list): published posts for everyone, searchable and
 * filtered by category in the URL; admins also see the drafts and, above the posts, the editor
 * panel of the route around this one (routes/blog-editor.tsx).
 */

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getUser(request, context);
  const isAdmin = user?.isAdmin === true;
  const listingPromise = loadListing(getDatabase(context), { includeDrafts: isAdmin });
  // A client-side navigation (a .data request) gets the list as a promise, so the page shows
  // its six placeholder cards while the list loads. Documents are rendered whole: crawlers and
  // browsers without JavaScript get every post in the HTML.
  const isDataRequest = new URL(request.url).pathname.endsWith(".data");
  const listing: Listing | Promise<Listing> = isDataRequest ? listingPromise : await listingPromise;
  return { isAdmin, listing };
}

export const shouldRevalidate = shouldRevalidateBlog;

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { isAdmin, listing } = loaderData;
  const { adminPanel } = useOutletContext<BlogOutletContext>();
  const [searchParams] = useSearchParams();
  const search = useLiveSearch(normalizeQuery(searchParams.get("q")), "blog-search");

  return (
    <>
      <PageHeader
        title="UnitWise Blog"
        subtitle="Where units come from, why the numbers are what they are, and how to convert with confidence."
      >
        <BlogSearchForm search={search} category={searchParams.get("category")} />
      </PageHeader>
      <Container className="py-10">
        <BlogNotice />
        {adminPanel}

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

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Blog: units, measurement and conversion explained",
    description:
      "Articles from UnitWise on units and measurement: why an inch is 25.4 mm, US vs imperial gallons, temperature scales, storage prefixes and fuel economy.",
    path: "/blog",
    ...siteOf(matches),
  });

export const links: Route.LinksFunction = () => [
  { rel: "alternate", type: "application/rss+xml", title: "UnitWise Blog", href: "/blog/rss.xml" },
];
