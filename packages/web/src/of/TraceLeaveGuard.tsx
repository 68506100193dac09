import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";

/**
 * While `active`, leaving the page asks first: a reload or a closed tab gets the browser's own
 * question (beforeunload); a click on an in-app link (the menu) is held, `avantDeQuitter` is asked,
 * and the navigation goes on only when it answers true. The app uses a BrowserRouter, where
 * react-router's useBlocker is not available: links are caught at the window, before the router.
 */
export function useTraceLeaveGuard(active: boolean, avantDeQuitter: () => Promise<boolean>) {
  const navigate = useNavigate();
  const location = useLocation();
  const latest = useRef({ avantDeQuitter, location });
  latest.current = { avantDeQuitter, location };

  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = "";
    };
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const a = (e.target as Element | null)?.closest?.("a[href]");
      if (
        !(a instanceof HTMLAnchorElement) ||
        (a.target && a.target !== "_self") ||
        a.hasAttribute("download")
      ) {
        return;
      }
      const url = new URL(a.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      const to = `${url.pathname}${url.search}${url.hash}`;
      const here = latest.current.location;
      if (to === `${here.pathname}${here.search}${here.hash}`) return;
      // The router's Link does not navigate a prevented click; the menu still closes.
      e.preventDefault();
      void latest.current.avantDeQuitter().then((ok) => {
        if (ok) void navigate(to);
      });
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    window.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      window.removeEventListener("click", onClick, true);
    };
  }, [active, navigate]);
}
