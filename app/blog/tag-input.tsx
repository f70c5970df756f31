import { Plus, X } from "lucide-react";
import { useId, useState } from "react";
import { Input, Label } from "~/components/ui/field";
import { addTag, BLOG_LIMITS } from "~/blog/posts";

/**
 * The editor's tags (docs/product.md#blog-editor): type a tag and press Enter or the plus button;
 * each tag has an x to remove it. Tags are trimmed, and empty or duplicate ones are ignored. The
 * form gets them as one comma-separated field, the same one the page offers without JavaScript.
 */
export function TagInput({
  tags,
  onChange,
  name,
}: {
  tags: readonly string[];
  onChange: (tags: readonly string[]) => void;
  name: string;
}) {
  const [draft, setDraft] = useState("");
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const full = tags.length >= BLOG_LIMITS.tags;

  function commit() {
    const next = addTag(tags, draft);
    if (next !== tags) onChange(next.slice(0, BLOG_LIMITS.tags));
    setDraft("");
  }

  return (
    <div className="space-y-1.5">
      <Label htmlFor={inputId}>
        Tags <span className="ml-1 font-normal text-slate-600 dark:text-slate-300">(optional)</span>
      </Label>
      <input type="hidden" name={name} value={tags.join(", ")} />
      <div className="flex gap-2">
        <Input
          id={inputId}
          value={draft}
          maxLength={BLOG_LIMITS.tag}
          disabled={full}
          aria-describedby={hintId}
          placeholder="Add a tag"
          onChange={(event) => setDraft(event.target.value.replace(/,/g, ""))}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              // Enter adds the tag; it must not submit the whole post.
              event.preventDefault();
              commit();
            }
          }}
        />
        <button
          type="button"
          onClick={commit}
          disabled={full}
          aria-label="Add tag"
          className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg border border-slate-300 text-slate-700 hover:bg-slate-100 disabled:opacity-50 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          <Plus aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
      <p id={hintId} className="text-sm text-slate-600 dark:text-slate-300">
        Press Enter or the plus button to add a tag (up to {BLOG_LIMITS.tags}).
      </p>
      {tags.length > 0 && (
        <ul aria-label="Tags of this post" className="flex flex-wrap gap-2 pt-1">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-3 text-sm font-medium text-brand-800 dark:bg-brand-950 dark:text-brand-200"
            >
              {tag}
              <button
                type="button"
                onClick={() => onChange(tags.filter((t) => t !== tag))}
                aria-label={`Remove tag ${tag}`}
                className="rounded-full p-0.5 hover:bg-brand-100 dark:hover:bg-brand-900"
              >
                <X aria-hidden="true" className="h-3.5 w-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
