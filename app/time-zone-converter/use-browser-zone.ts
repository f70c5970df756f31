import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";

/**
 * The visitor's own time zone as the default "from": the server cannot know it and renders UTC,
 * saying so; once hydrated, the browser names its zone and the page is asked for again with it,
 * in place (the URL then says it, so the link shares what was seen).
 */
export function useBrowserZone(fromNamed: boolean) {
  const navigate = useNavigate();
  const { search } = useLocation();
  useEffect(() => {
    if (fromNamed) return;
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!zone) return;
    const params = new URLSearchParams(search);
    params.set("from", zone);
    void navigate({ search: `?${params}` }, { replace: true, preventScrollReset: true });
  }, [fromNamed, navigate, search]);
}
