import { proxy, ref } from 'valtio';
import { registerModel } from '@toolbox/kit/inspector';

export const SAMPLE_ERROR_MESSAGE = 'Unable to contact the server. The sample request timed out.';

/** State of the ErrorMessage demo: the error being shown, if any. */
export class ErrorMessagePanelModel {
  error: Error | null = null;

  constructor() {
    return registerModel('ErrorMessagePanelModel', proxy(this));
  }

  /** Shows the sample error in place of the content. */
  simulateError(): void {
    this.error = ref(new Error(SAMPLE_ERROR_MESSAGE));
  }

  /** Clears the error, bringing the content back. */
  clearError(): void {
    this.error = null;
  }
}
