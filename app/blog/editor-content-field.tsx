import { Bold, Heading2, Italic, Link2, List, type LucideIcon } from "lucide-react";
import { useRef } from "react";
import { flushSync } from "react-dom";
import { Label } from "~/components/ui/field";
import { BLOG_LIMITS } from "~/blog/posts";
import { applyMarkdownFormat, type MarkdownFormat } from "~/blog/markdown-format";
import { cn } from "~/utils/cn";

const TOOLBAR: ReadonlyArray<{ format: MarkdownFormat; label: string; icon: LucideIcon }> = [
  { format: "bold", label: "Bold", icon: Bold },
  { format: "italic", label: "Italic", icon: Italic },
  { format: "heading", label: "Heading 2", icon: Heading2 },
  { format: "list", label: "Bulleted list", icon: List },
  { format: "link", label: "Link", icon: Link2 },
];

/** The post's markdown, with a formatting toolbar once JavaScript runs. */
export function EditorContentField({
  hydrated,
  content,
  onChange,
  error,
}: {
  hydrated: boolean;
  content: string;
  onChange: (content: string) => void;
  error: string | undefined;
}) {
  const contentRef = useRef<HTMLTextAreaElement>(null);

  function format(kind: MarkdownFormat) {
    const textarea = contentRef.current;
    if (!textarea) return;
    const edit = applyMarkdownFormat(kind, content, textarea.selectionStart, textarea.selectionEnd);
    // The new text must be in the textarea before the selection is set on it.
    flushSync(() => onChange(edit.text));
    textarea.focus();
    textarea.setSelectionRange(edit.start, edit.end);
  }

  return (
    <div className="space-y-1.5">
      <Label htmlFor="blog-content">Content</Label>
      {hydrated && (
        <div
          role="toolbar"
          aria-label="Formatting"
          aria-controls="blog-content"
          className="flex flex-wrap gap-1 rounded-t-lg border border-b-0 border-slate-300 bg-slate-50 p-1 dark:border-slate-600 dark:bg-slate-800"
        >
          {TOOLBAR.map(({ format: kind, label, icon: Icon }) => (
            <button
              key={kind}
              type="button"
              onClick={() => format(kind)}
              aria-label={label}
              title={label}
              className="inline-flex h-8 w-8 items-center justify-center rounded-md text-slate-700 hover:bg-white hover:text-slate-900 dark:text-slate-200 dark:hover:bg-slate-700"
            >
              <Icon aria-hidden="true" className="h-4 w-4" />
            </button>
          ))}
        </div>
      )}
      <textarea
        ref={contentRef}
        id="blog-content"
        name="content"
        required
        rows={16}
        maxLength={BLOG_LIMITS.content}
        value={content}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby="blog-content-hint"
        className={cn(
          "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-sm text-slate-900 shadow-sm",
          "focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500",
          "aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100",
          hydrated && "rounded-t-none",
        )}
      />
      <p id="blog-content-hint" className="text-sm text-slate-600 dark:text-slate-300">
        Markdown: ## headings, **bold**, *italic*, - lists, [links](https://…), tables and images
        (![alt](/images/…)).
      </p>
      {error && <p className="text-sm text-red-700 dark:text-red-300">{error}</p>}
    </div>
  );
}
