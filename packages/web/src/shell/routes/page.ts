import { type ComponentType, lazy } from "react";

/**
 * A screen loaded lazily (one chunk per screen): `page(() => import("../../x/XPage.tsx"), "XPage")`.
 * The module's named export is the screen.
 */
export function page<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): ReturnType<typeof lazy<ComponentType>> {
  return lazy(() => load().then((m) => ({ default: m[name] })));
}
