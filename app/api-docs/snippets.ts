/**
 * The API page's ways to call the API: the typed client (@unitwise/client, packages/client),
 * curl, and Python's standard library. The page shows them for its own origin, and
 * tests/e2e/api-snippets.spec.ts runs each of them, as shown, against a local server: a snippet
 * that no longer works fails there. Their titles and notes are the page's messages (`api-docs`,
 * `snippet<Id>Title` and `snippet<Id>Note`), in the page's language; the code stays as it is.
 */

export interface ApiSnippet {
  /** the anchor and test id of the snippet */
  id: "client" | "curl" | "python";
  /** what to install first, as a command; null when there is nothing to install */
  install: string | null;
  /** the code, for the API at the origin it was made for */
  code: string;
}

const clientSnippet = (origin: string) => `import { createUnitWiseClient } from "@unitwise/client";

const unitwise = createUnitWiseClient({
  baseUrl: "${origin}",
  // After a 429, wait the Retry-After seconds and ask again (twice at most).
  retryOnRateLimit: { maxRetries: 2 },
});

const { data, error, rateLimit } = await unitwise.convert({ value: 5, fromUnit: "ft", toUnit: "m" });
if (error) throw new Error(error.error);
console.log(\`5 ft = \${data.result} m\`);
if (rateLimit) console.log(\`\${rateLimit.remaining} requests left, resets in \${rateLimit.reset} s\`);
`;

const curlSnippet = (origin: string) => `curl -sS -i "${origin}/api/convert?value=5&from=ft&to=m"

curl -sS -X POST "${origin}/api/convert" \\
  -H "Content-Type: application/json" \\
  -d '{"value": 5, "fromUnit": "ft", "toUnit": "m"}'
`;

const pythonSnippet = (origin: string) => `import json
import time
import urllib.error
import urllib.request

BASE = "${origin}"


def convert(body, retries=2):
    request = urllib.request.Request(
        f"{BASE}/api/convert",
        data=json.dumps(body).encode(),
        headers={"Content-Type": "application/json"},
    )
    try:
        with urllib.request.urlopen(request) as response:
            print("RateLimit:", response.headers.get("RateLimit"))
            return json.load(response)
    except urllib.error.HTTPError as error:
        if error.code == 429 and retries > 0:
            time.sleep(int(error.headers.get("Retry-After", "1")))
            return convert(body, retries - 1)
        raise RuntimeError(json.load(error)["error"]) from error


answer = convert({"value": 5, "fromUnit": "ft", "toUnit": "m"})
print(f"5 ft = {answer['result']} m")
`;

/** The snippets for the API at `origin` ("https://unitwise.example", no trailing slash). */
export function apiSnippets(origin: string): ApiSnippet[] {
  return [
    {
      id: "client",
      install: "npm install @unitwise/client",
      code: clientSnippet(origin),
    },
    {
      id: "curl",
      install: null,
      code: curlSnippet(origin),
    },
    {
      id: "python",
      install: null,
      code: pythonSnippet(origin),
    },
  ];
}
