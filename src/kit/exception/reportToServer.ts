import { api } from '../../api/client';
import type { ClientError } from '../../api/schemas';

/** The built-in reporter: POST /api/clientError, resolving with the id of the stored report. */
export async function reportToServer(report: ClientError): Promise<number> {
  const receipt = await api.clientError(report);
  return receipt.id;
}
