export { toast, dismissToast, ToastHost, type ToastSpec, type Intent, type ToastPosition } from './toast';
export {
  alert,
  confirm,
  prompt,
  message,
  type AlertSpec,
  type ConfirmSpec,
  type PromptSpec,
  type MessageSpec,
} from './popups';
export { closeAllPopups, type PopupButton } from './popupModel';
export { banner, hideBanner, type BannerSpec } from './banner';
export { PopupHost, type PopupHostProps } from './PopupHost';
export { BannerHost, type BannerHostProps } from './BannerHost';
export { useSingleHost } from './singleHost';
export { Dialog, DialogClose, type DialogProps } from './Dialog';
export {
  TruncatedText,
  truncateText,
  TRUNCATED_OPEN_DELAY_MS,
  TRUNCATED_CLOSE_DELAY_MS,
  type TruncatedTextProps,
} from './TruncatedText';
