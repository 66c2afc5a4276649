import { api } from './client';
import type { ClientError } from './schemas';

/**
 * The showcase's exception reporter: POST /api/clientError, resolving with the id of the stored report. The
 * shell and Storybook inject it into the kit's handleException at startup (configureExceptionHandler).
 */
export async function reportClientError(report: ClientError): Promise<number> {
  const receipt = await api.clientError(report);
  return receipt.id;
}
