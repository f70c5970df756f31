import { getDatabase } from "~/server-context";
import { englishAccountSchemas } from "~/accounts/schemas.server";
import { accountCall, AuthError, register } from "~/accounts/auth.server";
import { fieldErrors } from "~/utils/form.server";
import { json, readJsonBody, methodNotAllowed } from "~/utils/http.server";
import type { Route } from "./+types/register";

/**
 * POST /api/auth/register `{ username, password, email?, firstName?, lastName?,
 * confirmPassword? }` → 201 with the new user (not signed in: sign-up goes on to /login,
 * docs/product.md#account-api); 400 (invalid input, common password), 409 (username taken), 429
 * (throttled).
 */
export function action({ request, context }: Route.ActionArgs) {
  return accountCall(request, async () => {
    const parsed = englishAccountSchemas().RegisterSchema.safeParse(await readJsonBody(request));
    if (!parsed.success) {
      const fields = fieldErrors(parsed.error);
      throw new AuthError(400, Object.values(fields)[0] ?? "Check the form", fields);
    }
    const db = getDatabase(context);
    const user = await register(db, request, parsed.data);
    return json(user, { status: 201 });
  });
}

export const loader = ({ request }: Route.LoaderArgs) => methodNotAllowed(request, ["POST"]);
