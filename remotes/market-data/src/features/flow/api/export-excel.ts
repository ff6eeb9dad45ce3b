import { readErrorBody } from '@flowdeck/api-client/error-shape';
import { useApi } from '@flowdeck/host-sdk';
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/api-client-type';
import type { ExcelExportRequest } from '../flow-export';

export const EXCEL_PATH = 'excel';
export const EXCEL_EXPORT_FAILED = 'The Excel export failed. Try again, or export CSV.';

/** A failed export, with the server's messages (one per field problem). */
export class ExcelExportError extends Error {
  constructor(readonly messages: string[]) {
    super(messages[0] ?? EXCEL_EXPORT_FAILED);
    this.name = 'ExcelExportError';
  }
}

async function errorMessages(data: unknown): Promise<string[]> {
  if (!(data instanceof Blob)) return [];
  try {
    return readErrorBody(JSON.parse(await data.text())).messages;
  } catch {
    // not a JSON body
    return [];
  }
}

/**
 * POST excel: the rows as an .xlsx file. It goes through the host client's underlying instance because
 * the answer is a file, which the client's post() (JSON only) cannot return; the same session renewal
 * applies. Its error body arrives as a Blob, so messages are read here and shown by the caller.
 */
export async function exportExcel(api: ApiClient, request: ExcelExportRequest): Promise<Blob> {
  try {
    const response = await api.http.post<Blob>(EXCEL_PATH, request, { responseType: 'blob' });
    return response.data;
  } catch (error) {
    const data = (error as { response?: { data?: unknown } }).response?.data;
    const messages = await errorMessages(data);
    throw new ExcelExportError(messages.length > 0 ? messages : [EXCEL_EXPORT_FAILED]);
  }
}

export function useExportExcel() {
  const api = useApi();
  return useMutation({ mutationFn: (request: ExcelExportRequest) => exportExcel(api, request) });
}
