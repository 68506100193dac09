import { type ListResult, MAX_EXPORT_ROWS, toCsv } from "@ecrin/domain";
import type { FastifyReply } from "fastify";

export interface Page {
  limit: number;
  offset: number;
}

type CsvColumns<T> = Parameters<typeof toCsv<T>>[0];

/**
 * Answers a list request: one page as JSON, or with `format=csv` the whole filtered list
 * (up to MAX_EXPORT_ROWS) as a CSV file with ';' and a byte-order mark.
 */
export async function sendList<T>(
  reply: FastifyReply,
  query: { page: number; pageSize: number; format?: "csv" | undefined },
  fetchPage: (page: Page) => Promise<ListResult<T>>,
  csv: { filename: string; columns: CsvColumns<T> },
): Promise<ListResult<T> | FastifyReply> {
  if (query.format === "csv") {
    const { rows } = await fetchPage({ limit: MAX_EXPORT_ROWS, offset: 0 });
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="${csv.filename}.csv"`)
      .send(toCsv(csv.columns, rows));
  }
  return fetchPage({ limit: query.pageSize, offset: query.page * query.pageSize });
}
