/** What other web areas use from stock: the Rentrer en Stock form (/finaliser). */
export { RentrerStockDialog } from "./RentrerStockDialog.tsx";
