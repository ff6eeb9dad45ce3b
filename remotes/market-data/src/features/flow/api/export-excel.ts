import type { ApiClient } from '@flowdeck/api-client';
import { pathOf } from '@flowdeck/endpoints/route';
import { EXPORT_EXCEL } from '@flowdeck/endpoints/export';
import { readErrorBody } from '@flowdeck/api-client/error-shape';
import { useApi } from '@flowdeck/host-sdk';
import { useMutation } from '@tanstack/react-query';
import type { ExcelExportRequest } from '../flow-export';

export const EXCEL_PATH = pathOf(EXPORT_EXCEL);
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
 * applies. Its error body arrives as a Blob, so its messages are read here and handed to `onMessages`.
 * A failure resolves to nothing, as every POST does (spec §8): the server's messages, and no fallback.
 */
export async function exportExcel(
  api: ApiClient,
  request: ExcelExportRequest,
  onMessages: (messages: string[]) => void,
): Promise<Blob | undefined> {
  try {
    const response = await api.http.post<Blob>(EXCEL_PATH, request, { responseType: 'blob' });
    return response.data;
  } catch (error) {
    onMessages(await errorMessages((error as { response?: { data?: unknown } }).response?.data));
    return undefined;
  }
}

export function useExportExcel(onMessages: (messages: string[]) => void) {
  const api = useApi();
  return useMutation({ mutationFn: (request: ExcelExportRequest) => exportExcel(api, request, onMessages) });
}
