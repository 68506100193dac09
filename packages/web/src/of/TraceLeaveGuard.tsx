import { useEffect, useRef } from "react";
import { useBlocker } from "react-router";

/**
 * While `active`, leaving the page asks first: any navigation inside the app (menu links, the
 * browser's Back and Forward buttons, programmatic moves) is held by the router, `avantDeQuitter` is
 * asked, and the navigation goes on only when it answers true; a reload or a closed tab gets the
 * browser's own question (beforeunload).
 */
export function useTraceLeaveGuard(active: boolean, avantDeQuitter: () => Promise<boolean>) {
  const ask = useRef(avantDeQuitter);
  ask.current = avantDeQuitter;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      active &&
      `${currentLocation.pathname}${currentLocation.search}` !==
        `${nextLocation.pathname}${nextLocation.search}`,
  );

  useEffect(() => {
    if (blocker.state !== "blocked") return;
    void ask.current().then((ok) => (ok ? blocker.proceed() : blocker.reset()));
  }, [blocker]);

  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [active]);
}
