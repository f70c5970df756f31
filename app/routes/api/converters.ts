import { getConverters } from "~/public-api/endpoints.server";

export const loader = getConverters;
