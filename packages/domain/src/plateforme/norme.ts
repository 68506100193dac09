import { z } from "zod";

/**
 * The part of AFNOR XP Z12-013 (Flow Service 1.1.0, Directory Service 1.1.0) Écrin uses, as zod
 * schemas: what is sent is built from them, what a platform answers is parsed by them (an answer that
 * does not parse is "nonsense" and the caller waits, never trusts it).
 */

/** NotOnlyUuid: flowId and trackingId, 36 characters at most. */
export const idFluxSchema = z.string().min(1).max(36);

export const FLOW_SYNTAXES = ["CII", "UBL", "Factur-X", "CDAR", "FRR"] as const;
export const flowSyntaxSchema = z.enum(FLOW_SYNTAXES);
export type FlowSyntax = z.infer<typeof flowSyntaxSchema>;

export const flowProfileSchema = z.enum(["Basic", "CIUS", "Extended-CTC-FR"]);
export type FlowProfile = z.infer<typeof flowProfileSchema>;

export const processingRuleSchema = z.enum([
  "B2B",
  "B2BInt",
  "B2C",
  "OutOfScope",
  "ArchiveOnly",
  "NotApplicable",
]);
export type ProcessingRule = z.infer<typeof processingRuleSchema>;

export const FLOW_TYPES = [
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
] as const;
export const flowTypeSchema = z.enum(FLOW_TYPES);
export type FlowType = z.infer<typeof flowTypeSchema>;

export const flowDirectionSchema = z.enum(["In", "Out"]);
export type FlowDirection = z.infer<typeof flowDirectionSchema>;

export const ackStatusSchema = z.enum(["Pending", "Ok", "Error"]);
export type AckStatus = z.infer<typeof ackStatusSchema>;

/** The standard's reason codes of an acknowledgement; the set is extensible (any string is allowed). */
export const REASON_CODES_ACK = [
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
] as const;

export const sha256Schema = z.string().regex(/^[a-f0-9]{64}$/);

/** The `flowInfo` part of `POST /v1/flows`. */
export const flowInfoSchema = z.object({
  trackingId: idFluxSchema.optional(),
  name: z.string().max(255).optional(),
  processingRule: processingRuleSchema.optional(),
  flowSyntax: flowSyntaxSchema,
  flowProfile: flowProfileSchema.optional(),
  sha256: sha256Schema.optional(),
});
export type FlowInfo = z.infer<typeof flowInfoSchema>;

/** The 202 answer of a deposit (FullFlowInfo). */
export const fullFlowInfoSchema = flowInfoSchema.extend({
  flowId: idFluxSchema,
  submittedAt: z.string().optional(),
});
export type FullFlowInfo = z.infer<typeof fullFlowInfoSchema>;

export const acknowledgementSchema = z.object({
  status: ackStatusSchema,
  details: z
    .array(
      z.object({
        level: z.enum(["Error", "Warning"]),
        item: z.string(),
        reasonCode: z.string(),
        reasonMessage: z.string(),
      }),
    )
    .optional(),
});
export type Acknowledgement = z.infer<typeof acknowledgementSchema>;

/** A Flow resource (search results, `GET /v1/flows/{id}` Metadata, webhook content). */
export const flowSchema = z.object({
  submittedAt: z.string().optional(),
  updatedAt: z.string().optional(),
  flowId: idFluxSchema,
  trackingId: idFluxSchema.optional(),
  flowType: flowTypeSchema.optional(),
  processingRule: processingRuleSchema.optional(),
  processingRuleSource: z.enum(["Input", "Computed"]).optional(),
  flowDirection: flowDirectionSchema.optional(),
  flowSyntax: flowSyntaxSchema.optional(),
  flowProfile: flowProfileSchema.optional(),
  acknowledgement: acknowledgementSchema.optional(),
});
export type Flow = z.infer<typeof flowSchema>;

/** `where` of `POST /v1/flows/search`: at least one criterion. */
export const searchFlowFiltersSchema = z
  .object({
    updatedAfter: z.string().optional(),
    updatedBefore: z.string().optional(),
    processingRule: z.array(processingRuleSchema).optional(),
    flowType: z.array(flowTypeSchema).optional(),
    flowDirection: z.array(flowDirectionSchema).optional(),
    trackingId: idFluxSchema.optional(),
    ackStatus: ackStatusSchema.optional(),
  })
  .refine((w) => Object.values(w).some((v) => v !== undefined), {
    message: "Au moins un critère de recherche.",
  });
export type SearchFlowFilters = z.infer<typeof searchFlowFiltersSchema>;

/** The most results one search may return. */
export const LIMITE_RECHERCHE_FLUX = 100;

export const searchFlowParamsSchema = z.object({
  limit: z.number().int().min(1).max(LIMITE_RECHERCHE_FLUX).optional(),
  where: searchFlowFiltersSchema,
});

export const searchFlowContentSchema = z.object({
  limit: z.number().int().optional(),
  results: z.array(flowSchema).default([]),
});
export type SearchFlowContent = z.infer<typeof searchFlowContentSchema>;

/** `GET /v1/flows/{flowId}?docType=`. */
export const docTypeSchema = z.enum(["Metadata", "Original", "Converted", "ReadableView"]);
export type DocType = z.infer<typeof docTypeSchema>;

/** Webhook callback content (Flow Service 1.1.0). */
export const webhookCallbackSchema = z.object({ flowInfo: flowSchema });

/** A Flow Service error; a Directory Service error is `{ type, message, status, details, instance }`. */
export const erreurFluxSchema = z.object({ errorCode: z.string(), errorMessage: z.string().nullish() });

/** One line of the Directory (where a SIREN, SIRET or routing code receives its invoices). */
export const ligneAnnuaireSchema = z.object({
  addressingIdentifier: z.string().optional(),
  siren: z.string().optional(),
  siret: z.string().nullish(),
  addressingSuffix: z.string().nullish(),
  routingCode: z.object({ routingIdentifier: z.string().optional() }).passthrough().nullish(),
  platform: z
    .object({ platformType: z.string().optional(), platformStatus: z.string().optional() })
    .passthrough()
    .nullish(),
});
export type LigneAnnuaire = z.infer<typeof ligneAnnuaireSchema>;

export const rechercheLignesAnnuaireSchema = z.object({
  totalNumberOfResults: z.number().int().optional(),
  results: z.array(ligneAnnuaireSchema).default([]),
});

/** The OAuth2 token answer (client credentials). */
export const jetonOAuthSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: z.number().optional(),
});
