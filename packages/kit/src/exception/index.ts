export {
  handleException,
  configureExceptionHandler,
  resetExceptionHandler,
  ROUTINE_TITLE,
  STANDARD_TITLE,
  type ExceptionOptions,
  type ExceptionResult,
  type ExceptionHandlerConfig,
  type ExceptionReport,
} from './handleException';
export { RoutineException, isRoutineException, toExceptionInfo, type ExceptionInfo } from './Exception';
export { ExceptionDetails, detailsText, type ExceptionDetailsProps } from './ExceptionDetails';
