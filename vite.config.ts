import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [
    // remoteBindings: false keeps dev, build and preview fully offline (no Cloudflare account).
    cloudflare({ viteEnvironment: { name: "ssr" }, remoteBindings: false }),
    tailwindcss(),
    reactRouter(),
  ],
  // No module-preload lists on the chunks loaded on first use (search, toasts, cookie banner):
  // each dynamic import carried its list of dependencies in every page's code, and they are
  // nearly all loaded already; the router preloads the pages' own chunks itself (decision 049).
  build: { modulePreload: false },
  resolve: {
    tsconfigPaths: true,
  },
});
