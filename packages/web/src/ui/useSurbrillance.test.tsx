import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSurbrillance } from "./useSurbrillance.ts";

describe("useSurbrillance: the saved row stays highlighted 2.5 s (spec 03, issue 28.5)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("holds the row's key 2500 ms, then none", () => {
    const { result } = renderHook(() => useSurbrillance<number>());
    expect(result.current.cle).toBeNull();
    act(() => result.current.marquer(12));
    expect(result.current.cle).toBe(12);
    act(() => vi.advanceTimersByTime(2499));
    expect(result.current.cle).toBe(12);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.cle).toBeNull();
  });

  it("the same row saved again is highlighted 2500 ms from its second save", () => {
    const { result } = renderHook(() => useSurbrillance<string>());
    act(() => result.current.marquer("clal-4"));
    act(() => vi.advanceTimersByTime(2000));
    act(() => result.current.marquer("clal-4"));
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.cle).toBe("clal-4");
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.cle).toBeNull();
  });
});
