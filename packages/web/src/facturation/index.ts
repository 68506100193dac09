/** What other screens use of invoicing: the picker of a client's invoices by their identifier (F…). */
export { FacturesRemisePicker } from "./FacturesRemisePicker.tsx";
