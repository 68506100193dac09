import { describe, expect, it } from "vitest";
import {
  acknowledgementSchema,
  ackStatusSchema,
  docTypeSchema,
  erreurFluxSchema,
  FLOW_SYNTAXES,
  FLOW_TYPES,
  flowDirectionSchema,
  flowInfoSchema,
  flowProfileSchema,
  flowSchema,
  flowSyntaxSchema,
  flowTypeSchema,
  fullFlowInfoSchema,
  idFluxSchema,
  jetonOAuthSchema,
  LIMITE_RECHERCHE_FLUX,
  ligneAnnuaireSchema,
  processingRuleSchema,
  REASON_CODES_ACK,
  rechercheLignesAnnuaireSchema,
  searchFlowContentSchema,
  searchFlowFiltersSchema,
  searchFlowParamsSchema,
  sha256Schema,
  webhookCallbackSchema,
} from "./norme.ts";

/** AFNOR XP Z12-013's values, written out from the standard (Flow Service 1.1.0, Directory Service 1.1.0). */
const ok = (s: { safeParse: (v: unknown) => { success: boolean } }, v: unknown) => s.safeParse(v).success;
const SHA = "0123456789abcdef".repeat(4);

describe("XP Z12-013: the enumerations", () => {
  it("lists the flow syntaxes, profiles, rules, types, directions, statuses and document types", () => {
    expect(FLOW_SYNTAXES).toEqual(["CII", "UBL", "Factur-X", "CDAR", "FRR"]);
    expect(flowSyntaxSchema.options).toEqual(["CII", "UBL", "Factur-X", "CDAR", "FRR"]);
    expect(flowProfileSchema.options).toEqual(["Basic", "CIUS", "Extended-CTC-FR"]);
    expect(processingRuleSchema.options).toEqual([
      "B2B",
      "B2BInt",
      "B2C",
      "OutOfScope",
      "ArchiveOnly",
      "NotApplicable",
    ]);
    expect(FLOW_TYPES).toEqual([
      "CustomerInvoice",
      "SupplierInvoice",
      "StateInvoice",
      "CustomerInvoiceLC",
      "SupplierInvoiceLC",
      "StateCustomerInvoiceLC",
      "StateSupplierInvoiceLC",
      "AggregatedCustomerTransactionReport",
      "UnitaryCustomerTransactionReport",
      "AggregatedCustomerPaymentReport",
      "UnitaryCustomerPaymentReport",
      "UnitarySupplierTransactionReport",
      "MultiFlowReport",
    ]);
    expect(flowTypeSchema.options).toEqual([...FLOW_TYPES]);
    expect(flowDirectionSchema.options).toEqual(["In", "Out"]);
    expect(ackStatusSchema.options).toEqual(["Pending", "Ok", "Error"]);
    expect(docTypeSchema.options).toEqual(["Metadata", "Original", "Converted", "ReadableView"]);
    expect(REASON_CODES_ACK).toEqual([
      "EmptyAttachement",
      "AttachmentTypeError",
      "EmptyFlow",
      "OtherTechnicalError",
      "InvalidSchema",
      "FileSizeExceeded",
      "FlowTypeError",
      "AlreadyExistingFlow",
      "VirusFound",
      "ChecksumMismatch",
      "InvoiceLCInvalidStatus",
      "InvoiceLCStatusError",
      "InvoiceLCRuleError",
      "InvoiceLCAccessDenied",
      "InvoiceLCAmountError",
    ]);
    expect(LIMITE_RECHERCHE_FLUX).toBe(100);
  });

  it("an id has 1 to 36 characters; a SHA-256 is 64 lower-case hexadecimal digits", () => {
    expect([
      ok(idFluxSchema, "a".repeat(36)),
      ok(idFluxSchema, "a".repeat(37)),
      ok(idFluxSchema, ""),
    ]).toEqual([true, false, false]);
    expect([
      ok(sha256Schema, SHA),
      ok(sha256Schema, SHA.toUpperCase()),
      ok(sha256Schema, `${SHA}0`),
      ok(sha256Schema, SHA.slice(1)),
      ok(sha256Schema, `x${SHA.slice(1)}`),
      ok(sha256Schema, `${SHA.slice(1)}x`),
    ]).toEqual([true, false, false, false, false, false]);
  });
});

describe("XP Z12-013: what is sent and what is answered", () => {
  it.each<[string, { safeParse: (v: unknown) => { success: boolean } }, unknown, boolean]>([
    ["flowInfo, the syntax alone", flowInfoSchema, { flowSyntax: "CII" }, true],
    [
      "flowInfo, every field",
      flowInfoSchema,
      {
        trackingId: "F185",
        name: "n".repeat(255),
        processingRule: "B2B",
        flowSyntax: "Factur-X",
        flowProfile: "CIUS",
        sha256: SHA,
      },
      true,
    ],
    ["flowInfo without syntax", flowInfoSchema, {}, false],
    [
      "flowInfo, a name of 256 characters",
      flowInfoSchema,
      { flowSyntax: "CII", name: "n".repeat(256) },
      false,
    ],
    [
      "flowInfo, a tracking id of 37 characters",
      flowInfoSchema,
      { flowSyntax: "CII", trackingId: "t".repeat(37) },
      false,
    ],
    ["flowInfo, an unknown rule", flowInfoSchema, { flowSyntax: "CII", processingRule: "B2G" }, false],
    ["flowInfo, an unknown profile", flowInfoSchema, { flowSyntax: "CII", flowProfile: "Full" }, false],
    ["flowInfo, a bad SHA-256", flowInfoSchema, { flowSyntax: "CII", sha256: "abc" }, false],
    [
      "a deposit's answer",
      fullFlowInfoSchema,
      { flowSyntax: "CII", flowId: "f1", submittedAt: "2026-11-20T10:00:00Z" },
      true,
    ],
    ["a deposit's answer without flowId", fullFlowInfoSchema, { flowSyntax: "CII" }, false],
    ["an acknowledgement, its status alone", acknowledgementSchema, { status: "Pending" }, true],
    [
      "an acknowledgement with details",
      acknowledgementSchema,
      {
        status: "Error",
        details: [{ level: "Warning", item: "i", reasonCode: "VirusFound", reasonMessage: "m" }],
      },
      true,
    ],
    [
      "an acknowledgement detail of level Error",
      acknowledgementSchema,
      {
        status: "Error",
        details: [{ level: "Error", item: "i", reasonCode: "InvalidSchema", reasonMessage: "m" }],
      },
      true,
    ],
    [
      "an acknowledgement detail of level Info",
      acknowledgementSchema,
      { status: "Error", details: [{ level: "Info", item: "i", reasonCode: "c", reasonMessage: "m" }] },
      false,
    ],
    [
      "an acknowledgement detail without its message",
      acknowledgementSchema,
      { status: "Error", details: [{ level: "Error", item: "i", reasonCode: "c" }] },
      false,
    ],
    ["a flow, its id alone", flowSchema, { flowId: "f1" }, true],
    [
      "a flow, every field",
      flowSchema,
      {
        submittedAt: "a",
        updatedAt: "b",
        flowId: "f1",
        trackingId: "F185",
        flowType: "CustomerInvoiceLC",
        processingRule: "B2C",
        processingRuleSource: "Computed",
        flowDirection: "Out",
        flowSyntax: "CDAR",
        flowProfile: "Basic",
        acknowledgement: { status: "Ok" },
      },
      true,
    ],
    [
      "a flow whose rule source is Manual",
      flowSchema,
      { flowId: "f1", processingRuleSource: "Manual" },
      false,
    ],
    ["a flow of rule source Input", flowSchema, { flowId: "f1", processingRuleSource: "Input" }, true],
    ["a flow without id", flowSchema, { trackingId: "F185" }, false],
    ["a webhook", webhookCallbackSchema, { flowInfo: { flowId: "f1" } }, true],
    ["a webhook without flow", webhookCallbackSchema, {}, false],
    ["a search by one criterion", searchFlowFiltersSchema, { ackStatus: "Error" }, true],
    [
      "a search by every criterion",
      searchFlowFiltersSchema,
      {
        updatedAfter: "a",
        updatedBefore: "b",
        processingRule: ["B2B"],
        flowType: ["SupplierInvoice"],
        flowDirection: ["In"],
        trackingId: "F185",
        ackStatus: "Ok",
      },
      true,
    ],
    ["a search of 100 results", searchFlowParamsSchema, { limit: 100, where: { trackingId: "F185" } }, true],
    ["a search of 1 result", searchFlowParamsSchema, { limit: 1, where: { trackingId: "F185" } }, true],
    ["a search without limit", searchFlowParamsSchema, { where: { trackingId: "F185" } }, true],
    ["a search of 101 results", searchFlowParamsSchema, { limit: 101, where: { trackingId: "F185" } }, false],
    ["a search of 0 results", searchFlowParamsSchema, { limit: 0, where: { trackingId: "F185" } }, false],
    ["a search of 1.5 results", searchFlowParamsSchema, { limit: 1.5, where: { trackingId: "F185" } }, false],
    ["search results with a limit", searchFlowContentSchema, { limit: 5, results: [{ flowId: "f1" }] }, true],
    ["search results of a fractional limit", searchFlowContentSchema, { limit: 5.5 }, false],
    ["a flow error", erreurFluxSchema, { errorCode: "E1", errorMessage: null }, true],
    ["a flow error without message", erreurFluxSchema, { errorCode: "E1" }, true],
    ["a flow error without code", erreurFluxSchema, { errorMessage: "m" }, false],
    ["an empty directory line", ligneAnnuaireSchema, {}, true],
    [
      "a directory line, every field null where it may be",
      ligneAnnuaireSchema,
      {
        addressingIdentifier: "a",
        siren: "123456782",
        siret: null,
        addressingSuffix: null,
        routingCode: null,
        platform: null,
      },
      true,
    ],
    [
      "a directory line, every field given",
      ligneAnnuaireSchema,
      {
        siret: "12345678200010",
        addressingSuffix: "S",
        routingCode: { routingIdentifier: "R" },
        platform: { platformType: "PDP", platformStatus: "Active" },
      },
      true,
    ],
    ["a directory line of a numeric SIREN", ligneAnnuaireSchema, { siren: 123456782 }, false],
    [
      "a directory line of a numeric routing id",
      ligneAnnuaireSchema,
      { routingCode: { routingIdentifier: 7 } },
      false,
    ],
    [
      "a directory line of a numeric platform type",
      ligneAnnuaireSchema,
      { platform: { platformType: 1 } },
      false,
    ],
    [
      "a directory line of a numeric platform status",
      ligneAnnuaireSchema,
      { platform: { platformStatus: 1 } },
      false,
    ],
    ["a directory search's count", rechercheLignesAnnuaireSchema, { totalNumberOfResults: 3 }, true],
    [
      "a directory search's fractional count",
      rechercheLignesAnnuaireSchema,
      { totalNumberOfResults: 2.5 },
      false,
    ],
    ["a token", jetonOAuthSchema, { access_token: "t" }, true],
    ["a full token", jetonOAuthSchema, { access_token: "t", token_type: "Bearer", expires_in: 3600 }, true],
    ["an empty token", jetonOAuthSchema, { access_token: "" }, false],
  ])("%s: %s", (_cas, schema, valeur, accepte) => {
    expect(ok(schema, valeur)).toBe(accepte);
  });

  it("a search names at least one criterion, in French", () => {
    expect(searchFlowFiltersSchema.safeParse({}).error?.issues.map((i) => i.message)).toEqual([
      "Au moins un critère de recherche.",
    ]);
  });

  it("empty results read as none; a directory line keeps the fields it does not know", () => {
    expect(searchFlowContentSchema.parse({})).toEqual({ results: [] });
    expect(rechercheLignesAnnuaireSchema.parse({})).toEqual({ results: [] });
    expect(
      ligneAnnuaireSchema.parse({
        routingCode: { routingIdentifier: "R", x: 1 },
        platform: { platformType: "P", y: 2 },
      }),
    ).toEqual({ routingCode: { routingIdentifier: "R", x: 1 }, platform: { platformType: "P", y: 2 } });
  });
});
