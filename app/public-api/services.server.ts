import type { RouterContextProvider } from "react-router";
import { getCatalogue } from "~/catalogue/catalogue.server";
import { currencyTable } from "~/exchange-rates/rates-in-use.server";
import type { ApiServices } from "./endpoints.server";
import { chargeRequest } from "./limits/meter.server";

/** What the endpoints need from a request: the catalogue, the rates in use, and the limits. */
export async function apiServices(context: Readonly<RouterContextProvider>): Promise<ApiServices> {
  const rates = await currencyTable(context);
  return {
    catalogue: getCatalogue(context),
    rateTable: rates.table,
    ratesUnavailable: rates.unavailable,
    charge: (cost) => chargeRequest(context, cost),
  };
}
