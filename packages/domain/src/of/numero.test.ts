import { describe, expect, it } from "vitest";
import { ofNumberPrefixRanges } from "./numero.ts";

describe("OF number prefix search", () => {
  it("turns a prefix into the ranges of numbers that start with it", () => {
    expect(ofNumberPrefixRanges("12", 5)).toEqual([
      [12, 12],
      [120, 129],
      [1200, 1299],
      [12000, 12999],
    ]);
  });
  it("matches nothing for empty, non-digit, leading-zero or too long input", () => {
    expect(ofNumberPrefixRanges("")).toEqual([]);
    expect(ofNumberPrefixRanges("1a")).toEqual([]);
    expect(ofNumberPrefixRanges("012")).toEqual([]);
    expect(ofNumberPrefixRanges("1234567890")).toEqual([]);
  });
  it("covers a number of the maximum length", () => {
    const r = ofNumberPrefixRanges("9");
    expect(r.at(-1)).toEqual([900_000_000, 999_999_999]);
  });
});

describe("OF number prefix search: the case table (issue 31)", () => {
  it("a prefix of the maximum length is its own number; a zero inside is no leading zero", () => {
    expect(ofNumberPrefixRanges("123456789")).toEqual([[123456789, 123456789]]);
    expect(ofNumberPrefixRanges("10", 3)).toEqual([
      [10, 10],
      [100, 109],
    ]);
  });
  it("digits only, from the first character", () => {
    expect(ofNumberPrefixRanges("a12")).toEqual([]);
    expect(ofNumberPrefixRanges(" 12")).toEqual([]);
  });
});
