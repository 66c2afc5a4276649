import { proxy, ref } from 'valtio';
import { registerModel } from '@toolbox/kit/inspector';

/** The only file types the demo accepts. */
export const ACCEPTED_TYPES = ['.txt', '.png'];

/** State of the FileChooser demo: the files chosen and the chooser's options. */
export class FileChooserPanelModel {
  /** Held by reference: valtio must not wrap File objects. */
  files: File[] = ref([]);
  showFileGrid = true;
  enableMulti = true;
  enableAddMulti = true;

  constructor() {
    return registerModel('FileChooserPanelModel', proxy(this));
  }

  setOption(key: 'showFileGrid' | 'enableMulti' | 'enableAddMulti', value: boolean): void {
    this[key] = value;
  }

  setFiles(files: File[]): void {
    this.files = ref(files);
  }

  clear(): void {
    this.files = ref([]);
  }
}
