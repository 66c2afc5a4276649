export { toast, ToastHost, type ToastSpec, type Intent, type ToastPosition } from './toast';
