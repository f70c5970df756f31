import { publicReadOnly } from "~/utils/http.server";
import { getConverters } from "~/public-api/endpoints.server";

export const loader = getConverters;

/** GET only: any other method gets a JSON 405 naming GET. */
export const action = publicReadOnly;
