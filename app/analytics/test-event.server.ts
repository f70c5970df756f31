import type { EventKind } from "~/utils/analytics";
import type { EventConfig } from "./events";

/**
 * 'Send test event' (docs/decisions/047-first-party-analytics.md): the event as the site would
 * send it, checked by the GA4 Measurement Protocol's validation server, then, when valid, sent
 * for real (marked debug, so it shows in GA's DebugView). Needs the measurement id and a
 * Measurement Protocol API secret (`wrangler secret put GA_API_SECRET`).
 */

export const GA_NOT_CONFIGURED =
  "Google Analytics is not configured: set GA_MEASUREMENT_ID and GA_API_SECRET";

const GA_ID = /^G-[A-Z0-9]{4,20}$/;
const COLLECT = "https://www.google-analytics.com/mp/collect";
const VALIDATE = "https://www.google-analytics.com/debug/mp/collect";

export interface TestEventResult {
  ok: boolean;
  /** what the tab shows */
  message: string;
  /** GA's validation messages, as it wrote them */
  details: string[];
}

interface GaVars {
  GA_MEASUREMENT_ID?: string;
  GA_API_SECRET?: string;
}

interface ValidationMessage {
  fieldPath?: string;
  description?: string;
  validationCode?: string;
}

export async function sendTestEvent(
  env: GaVars,
  kind: EventKind,
  event: EventConfig,
  fetcher: typeof fetch = fetch,
): Promise<TestEventResult> {
  const id = env.GA_MEASUREMENT_ID?.trim() ?? "";
  const secret = env.GA_API_SECRET?.trim() ?? "";
  if (!GA_ID.test(id) || secret === "") {
    return { ok: false, message: GA_NOT_CONFIGURED, details: [] };
  }
  const query = `?measurement_id=${encodeURIComponent(id)}&api_secret=${encodeURIComponent(secret)}`;
  const body = JSON.stringify({
    client_id: `unitwise-test.${Date.now()}`,
    events: [
      {
        name: event.name,
        params: {
          event_category: event.category,
          event_action: event.action,
          event_label: event.label || `test-${kind}`,
          debug_mode: 1,
        },
      },
    ],
  });
  const post = (url: string) =>
    fetcher(`${url}${query}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body,
      signal: AbortSignal.timeout(5000),
    });

  let messages: ValidationMessage[];
  try {
    const response = await post(VALIDATE);
    if (!response.ok) {
      return { ok: false, message: `Google Analytics answered ${response.status}`, details: [] };
    }
    const answer = (await response.json()) as { validationMessages?: ValidationMessage[] };
    messages = Array.isArray(answer.validationMessages) ? answer.validationMessages : [];
  } catch (error) {
    return { ok: false, message: `Google Analytics could not be reached (${error})`, details: [] };
  }
  const details = messages.map((m) =>
    [m.validationCode, m.fieldPath, m.description].filter(Boolean).join(": "),
  );
  if (details.length > 0) {
    return { ok: false, message: `Google Analytics refused "${event.name}"`, details };
  }
  try {
    const sent = await post(COLLECT);
    if (!sent.ok) {
      return {
        ok: false,
        message: `"${event.name}" is valid, but Google Analytics answered ${sent.status} when it was sent`,
        details: [],
      };
    }
  } catch (error) {
    return {
      ok: false,
      message: `"${event.name}" is valid, but could not be sent (${error})`,
      details: [],
    };
  }
  return {
    ok: true,
    message: `Google Analytics validated and received "${event.name}" (see DebugView)`,
    details: [],
  };
}
