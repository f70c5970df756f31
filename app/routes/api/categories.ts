import { publicReadOnly } from "~/utils/http.server";
import { getCategories } from "~/public-api/endpoints.server";

export const loader = getCategories;

/** GET only: any other method gets a JSON 405 naming GET. */
export const action = publicReadOnly;
