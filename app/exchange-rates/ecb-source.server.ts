/** The European Central Bank's daily euro reference rates, published ~16:00 CET on working days. */
const ECB_DAILY_URL = "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml";

const TIMEOUT_MS = 15_000;

/** The daily rates file as text. Throws on a network failure, a timeout or a non-2xx answer. */
async function fetchEcbDailyXml(): Promise<string> {
  const response = await fetch(ECB_DAILY_URL, {
    headers: { Accept: "application/xml, text/xml" },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`the ECB answered ${response.status} ${response.statusText}`);
  return response.text();
}

/**
 * The one way the job reaches the ECB. Tests replace `ecbSource.fetchDailyXml` with a stub that
 * returns a sample file (app/exchange-rates/__fixtures__/), so no test touches the network.
 */
export const ecbSource = { fetchDailyXml: fetchEcbDailyXml };
