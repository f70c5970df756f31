import { createRequestHandler } from "react-router";
import { deleteUnusedBlogImages } from "~/blog/unused-images.server";
import { thirdPartyConfig, thirdPartyCspSources } from "~/shell/third-party";
import { createRequestContext } from "~/middleware/request-context.server";
import { answerApiPreflight } from "~/middleware/api-preflight.server";
import { answerUnroutableApiPath } from "~/middleware/api-unroutable.server";
import { servePage } from "~/middleware/page-cache.server";
import { redirectTrailingSlash } from "~/middleware/canonical-url.server";
import { markPrivate } from "~/middleware/private-pages.server";
import { createNonce, withSecurityHeaders } from "~/middleware/security-headers.server";
import { discardUnreadBody } from "~/utils/unread-body.server";

export { ApiRateLimiter } from "~/public-api/limits/rate-limiter-object.server";

const requestHandler = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  import.meta.env.MODE,
);

export default {
  async fetch(request, env, ctx) {
    const nonce = createNonce();
    const context = createRequestContext(env, ctx, nonce);
    const response =
      redirectTrailingSlash(request) ??
      answerApiPreflight(request) ??
      answerUnroutableApiPath(request) ??
      (await servePage(request, nonce, () => requestHandler(request, context)));
    // A refusal sent before the body was read: let the client finish sending it first.
    await discardUnreadBody(request);
    return withSecurityHeaders(markPrivate(request, response), nonce, {
      dev: import.meta.env.DEV,
      extra: thirdPartyCspSources(thirdPartyConfig(env)),
    });
  },

  /** The cron trigger of wrangler.toml: nightly clean-up. */
  async scheduled(controller, env) {
    const { checked, deleted } = await deleteUnusedBlogImages(env, controller.scheduledTime);
    console.log(`Unused blog images: ${deleted.length} deleted of ${checked} checked`);
  },
} satisfies ExportedHandler<Env>;
