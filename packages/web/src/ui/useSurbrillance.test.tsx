import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSurbrillance } from "./useSurbrillance.ts";

describe("useSurbrillance: the saved rows stay highlighted 2.5 s (spec 03, issue 28.5)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("holds the row's key 2500 ms, then none", () => {
    const { result } = renderHook(() => useSurbrillance<number>());
    expect([...result.current.cles]).toEqual([]);
    act(() => result.current.marquer(12));
    expect([...result.current.cles]).toEqual([12]);
    act(() => vi.advanceTimersByTime(2499));
    expect([...result.current.cles]).toEqual([12]);
    act(() => vi.advanceTimersByTime(1));
    expect([...result.current.cles]).toEqual([]);
  });

  it("the same row saved again is highlighted 2500 ms from its second save", () => {
    const { result } = renderHook(() => useSurbrillance<string>());
    act(() => result.current.marquer("clal-4"));
    act(() => vi.advanceTimersByTime(2000));
    act(() => result.current.marquer("clal-4"));
    act(() => vi.advanceTimersByTime(2000));
    expect([...result.current.cles]).toEqual(["clal-4"]);
    act(() => vi.advanceTimersByTime(500));
    expect([...result.current.cles]).toEqual([]);
  });

  it("an action saving several rows highlights every one of them, all cleared together after 2500 ms", () => {
    const { result } = renderHook(() => useSurbrillance<number>());
    act(() => result.current.marquer([1042, 1043, 1045]));
    expect(result.current.cles.has(1042)).toBe(true);
    expect(result.current.cles.has(1043)).toBe(true);
    expect(result.current.cles.has(1045)).toBe(true);
    expect(result.current.cles.has(1044)).toBe(false);
    expect(result.current.cles.size).toBe(3);
    act(() => vi.advanceTimersByTime(2499));
    expect([...result.current.cles]).toEqual([1042, 1043, 1045]);
    act(() => vi.advanceTimersByTime(1));
    expect([...result.current.cles]).toEqual([]);
  });

  it("a new save replaces the rows highlighted and starts its own 2500 ms", () => {
    const { result } = renderHook(() => useSurbrillance<number>());
    act(() => result.current.marquer([7, 8]));
    act(() => vi.advanceTimersByTime(2000));
    act(() => result.current.marquer([9, 10]));
    // 2000 ms after the first save, its rows are no longer highlighted: only the second save's.
    expect([...result.current.cles]).toEqual([9, 10]);
    act(() => vi.advanceTimersByTime(2000));
    // 4000 ms after the first save, 2000 ms after the second: still the second's rows.
    expect([...result.current.cles]).toEqual([9, 10]);
    act(() => vi.advanceTimersByTime(500));
    expect([...result.current.cles]).toEqual([]);
  });

  it("no row highlighted is one and the same empty set between renders", () => {
    const { result, rerender } = renderHook(() => useSurbrillance<number>());
    const avant = result.current.cles;
    rerender();
    expect(result.current.cles).toBe(avant);
  });
});
