/**
 * A page's questions, each open on its own with no script (the site tools' pages; the
 * converter page has its accordion in converter-sections.tsx).
 */
export function FaqList({
  id,
  items,
  title = "Frequently Asked Questions",
}: {
  /** the heading's id, which names the section */
  id: string;
  /** the heading, in the page's language */
  title?: string;
  items: ReadonlyArray<{ question: string; answer: string }>;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      <div className="mt-4 flex flex-col gap-3">
        {items.map((item) => (
          <details
            key={item.question}
            className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
          >
            <summary className="cursor-pointer font-medium text-slate-900 dark:text-white">
              {item.question}
            </summary>
            <p className="mt-2 text-slate-700 dark:text-slate-300">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
