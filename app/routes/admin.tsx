import { FolderTree, LayoutDashboard, Star, Wrench, type LucideIcon } from "lucide-react";
import {
  isRouteErrorResponse,
  Outlet,
  useRouteError,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { AdminTabs } from "~/admin/admin-tabs";
import { AccessDenied } from "~/components/access-denied";
import { ErrorPage } from "~/components/error-page";
import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { getCatalogue } from "~/catalogue/catalogue.server";
import { displayName } from "~/accounts/display-name";
import { pageMeta, siteOf } from "~/utils/seo";
import { countUnhandledMessages } from "~/models/message.server";
import { getDatabase } from "~/server-context";
import { adminOf, adminPagesGate } from "~/accounts/admin-gate.server";
import type { Route } from "./+types/admin";

/**
 * The admin dashboard's layout (docs/product.md#admin-dashboard): header cards from the
 * catalogue and the tabs, each tab a child route (/admin shows the first). Signed out → /login
 * and back; signed in without the role → 403 'Access Denied' (ErrorBoundary below, which also
 * catches the tabs' errors). The gate below decides that once for the layout and every tab;
 * each reads the admin with `adminOf(context)`, which throws the gate's 403 to a non-admin.
 */
export const middleware: Route.MiddlewareFunction[] = [adminPagesGate];

export async function loader({ context }: Route.LoaderArgs) {
  const user = adminOf(context);
  const { converters, categories } = getCatalogue(context);
  return {
    name: displayName(user),
    unhandledMessages: await countUnhandledMessages(getDatabase(context)),
    stats: {
      converters: converters.length,
      categories: categories.length,
      popular: converters.filter((converter) => converter.popular).length,
    },
  };
}

/**
 * The layout's data (the unhandled count above all) changes only with a tab's action: a GET
 * filter or search within a tab does not load it again; a change of tab does.
 */
export function shouldRevalidate({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  return currentUrl.pathname !== nextUrl.pathname;
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { stats } = loaderData;
  const cards: Array<{ label: string; value: number; icon: LucideIcon }> = [
    { label: "Total converters", value: stats.converters, icon: Wrench },
    { label: "Categories", value: stats.categories, icon: FolderTree },
    { label: "Popular converters", value: stats.popular, icon: Star },
  ];
  return (
    <Container className="py-10">
      <div className="flex items-center gap-3">
        <LayoutDashboard
          aria-hidden="true"
          className="h-8 w-8 text-brand-600 dark:text-brand-400"
        />
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Admin Dashboard</h1>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            Signed in as {loaderData.name}
          </p>
        </div>
      </div>
      <ul className="mt-8 grid gap-4 sm:grid-cols-3" aria-label="Overview">
        {cards.map(({ label, value, icon: Icon }) => (
          <li key={label}>
            <Card className="flex items-center justify-between p-6">
              <div>
                <p className="text-sm font-medium text-slate-600 dark:text-slate-300">{label}</p>
                <p className="mt-1 text-3xl font-bold">{value}</p>
              </div>
              <Icon aria-hidden="true" className="h-8 w-8 text-brand-600 dark:text-brand-400" />
            </Card>
          </li>
        ))}
      </ul>
      <AdminTabs unhandledMessages={loaderData.unhandledMessages} />
      <div className="mt-6">
        <Outlet />
      </div>
    </Container>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Admin Dashboard",
    description: "UnitWise administration.",
    path: "/admin",
    ...siteOf(matches),
    noindex: true,
  });

/** 403 → 'Access Denied' (then home); anything else as the root boundary would show it. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) return <AccessDenied />;
  return (
    <ErrorPage
      status={isRouteErrorResponse(error) ? error.status : 500}
      message="The admin dashboard could not be loaded. Please try again in a moment."
    />
  );
}
