import { CircleCheck } from "~/components/icons";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { BLOG_NOTICES, isBlogNotice } from "~/blog/editor-values";
import { toast } from "~/utils/toast";
import { useHydrated } from "~/utils/use-hydrated";

/**
 * The `?notice=` of a redirect after saving or deleting. With JavaScript it becomes a toast and
 * leaves the URL; without, the page shows it.
 */
export function BlogNotice() {
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

  if (!notice || hydrated) return null;
  return (
    <p
      role="status"
      className="mb-6 flex items-center gap-2 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900 dark:border-green-900 dark:bg-green-950 dark:text-green-100"
    >
      <CircleCheck aria-hidden="true" className="h-5 w-5 shrink-0" />
      <span>
        <strong>{notice.title}</strong> {notice.description}
      </span>
    </p>
  );
}
