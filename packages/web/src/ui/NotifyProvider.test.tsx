import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import "../test/render.tsx";
import { NOTIFY_DURATION_MS, type Notify, NotifyProvider, useNotify } from "./NotifyProvider.tsx";

function renderNotifier(): () => Notify {
  let captured: Notify | null = null;
  function Capture() {
    captured = useNotify();
    return null;
  }
  render(
    <NotifyProvider>
      <Capture />
    </NotifyProvider>,
  );
  return () => captured!;
}

describe("NotifyProvider", () => {
  it("lasts 6000 ms, the spec's snackbar duration", () => {
    expect(NOTIFY_DURATION_MS).toBe(6000);
  });

  it("shows the message and hides it after 6000 ms", () => {
    vi.useFakeTimers();
    const notify = renderNotifier();
    act(() => notify()("Cours enregistré"));
    expect(screen.getByText("Cours enregistré")).toBeTruthy();
    act(() => vi.advanceTimersByTime(NOTIFY_DURATION_MS - 100));
    expect(screen.queryByText("Cours enregistré")).not.toBeNull();
    act(() => vi.advanceTimersByTime(100));
    // Let the closing transition finish.
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText("Cours enregistré")).toBeNull();
  });

  it("shows the severity and fires the undo action", () => {
    vi.useFakeTimers();
    const notify = renderNotifier();
    const onAction = vi.fn();
    act(() => notify()("Ligne supprimée", { severity: "warning", action: { label: "Annuler", onAction } }));
    expect(screen.getByRole("alert").className).toContain("Warning");
    fireEvent.click(screen.getByRole("button", { name: "Annuler" }));
    expect(onAction).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText("Ligne supprimée")).toBeNull();
  });

  it("keeps a message its own duration when given one: an undo lasts its 5000 ms window", () => {
    vi.useFakeTimers();
    const notify = renderNotifier();
    const onAction = vi.fn();
    act(() =>
      notify()("Pierre alimentee supprimee.", { durationMs: 5000, action: { label: "Annuler", onAction } }),
    );
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByRole("button", { name: "Annuler" })).toBeTruthy();
    act(() => vi.advanceTimersByTime(100));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole("button", { name: "Annuler" })).toBeNull();
  });
});
