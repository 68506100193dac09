/** What the rest of the web app may use from the police register: its chain verification block. */
export { VerificationRegistre } from "./VerificationRegistre.tsx";
