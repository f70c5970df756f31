import { data } from "react-router";
import { NotFound } from "~/components/not-found";
import { requestLanguage } from "~/messages/support-words.server";
import { translator } from "~/i18n/messages.server";
import type { Route } from "./+types/not-found";

// Any path no other route claims: the not-found page, with a real 404 status, in the language of
// its path's prefix.
export async function loader({ request }: Route.LoaderArgs) {
  const language = requestLanguage(request);
  const t = await translator(language, "shell");
  return data({ title: t("notFoundTitle") }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.title ?? "404 Page Not Found"} | UnitWise` },
  { name: "robots", content: "noindex" },
];

export default function NotFoundRoute() {
  return <NotFound />;
}
