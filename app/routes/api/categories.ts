import { getCategories } from "~/public-api/endpoints.server";

export const loader = getCategories;
