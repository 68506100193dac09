import type { SessionUser } from "@ecrin/domain";
import { type ColonnesListe, type ListResult, MAX_EXPORT_ROWS } from "@ecrin/domain";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import { poolDocuments } from "../pdf/index.ts";

export interface Page {
  limit: number;
  offset: number;
}

/** What every list's query string gives (listQuerySchema): the page, its size, `format=csv` for the export. */
interface ListQuery {
  page: number;
  pageSize: number;
  format?: "csv" | undefined;
}

/**
 * Answers a list request: one page as JSON, or with `format=csv` the whole filtered list
 * (up to MAX_EXPORT_ROWS) as a CSV file with ';' and a byte-order mark, headed and written by the
 * list's domain columns (the labels and units its screen shows). The rows are read here; the file is
 * written in the documents' pool (issue 29.3), off the request thread and within its budget.
 */
export async function sendList<T>(
  reply: FastifyReply,
  query: ListQuery,
  fetchPage: (page: Page) => Promise<ListResult<T>>,
  csv: { filename: string; columns: ColonnesListe<T> },
): Promise<ListResult<T> | FastifyReply> {
  if (query.format === "csv") {
    const { rows } = await fetchPage({ limit: MAX_EXPORT_ROWS, offset: 0 });
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="${csv.filename}.csv"`)
      .send(await poolDocuments().csv(csv.columns, rows));
  }
  return fetchPage({ limit: query.pageSize, offset: query.page * query.pageSize });
}

/** The validated query string and path parameters of a list request. */
export interface ListRequest<Q, P> {
  query: Q;
  params: P;
  /** Who asks (a list that records its readers: the police register). */
  user: SessionUser | null;
}

export interface ListRouteOptions<QS extends z.ZodType<ListQuery>, PS extends z.ZodType, T> {
  url: string;
  /** The list's query string: `listQuerySchema(sorts, default)` extended with its filters. */
  querystring: QS;
  /** The path parameters, when the URL has some. */
  params?: PS;
  /** The list's columns, declared in its area's domain: the CSV's headers and cells. */
  columns: ColonnesListe<T>;
  /** The CSV file's name, without `.csv`. */
  filename: string | ((request: ListRequest<z.output<QS>, z.output<PS>>) => string);
  /** One page of the filtered and sorted list: one service (or query) call. */
  fetch: (request: ListRequest<z.output<QS>, z.output<PS>>, page: Page) => Promise<ListResult<T>>;
}

/**
 * Declares a list's GET route: validates the query string (page, size, sort, direction, search, the
 * list's filters) and the path parameters, then answers one page or, with `format=csv`, the CSV.
 */
export function listRoute<QS extends z.ZodType<ListQuery>, T, PS extends z.ZodType = z.ZodUnknown>(
  app: Parameters<FastifyPluginAsyncZod>[0],
  options: ListRouteOptions<QS, PS, T>,
): void {
  const { url, querystring, params, columns, filename, fetch } = options;
  app.get(url, { schema: params ? { querystring, params } : { querystring } }, async (request, reply) => {
    const list = {
      query: request.query as z.output<QS>,
      params: request.params as z.output<PS>,
      user: request.user,
    };
    return sendList(reply, list.query, (page) => fetch(list, page), {
      filename: typeof filename === "string" ? filename : filename(list),
      columns,
    });
  });
}

/** One page of a list already in memory (a centre's few stones). */
export function pageOf<T>(rows: readonly T[], page: Page): ListResult<T> {
  return { rows: rows.slice(page.offset, page.offset + page.limit), total: rows.length };
}
