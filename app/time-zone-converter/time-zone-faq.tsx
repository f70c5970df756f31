import { TIME_ZONE_FAQ } from "./faq";

/** The time-zone questions, each open on its own (no script needed). */
export function TimeZoneFaq() {
  return (
    <section aria-labelledby="time-zone-faq">
      <h2 id="time-zone-faq" className="text-xl font-semibold">
        Frequently Asked Questions
      </h2>
      <div className="mt-4 flex flex-col gap-3">
        {TIME_ZONE_FAQ.map((item) => (
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
