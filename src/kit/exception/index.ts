export {
  handleException,
  configureExceptionHandler,
  resetExceptionHandler,
  ROUTINE_TITLE,
  STANDARD_TITLE,
  type ExceptionOptions,
  type ExceptionResult,
  type ExceptionHandlerConfig,
} from './handleException';
export { RoutineException, isRoutineException, toExceptionInfo, type ExceptionInfo } from './Exception';
export { ExceptionDetails, detailsText, type ExceptionDetailsProps } from './ExceptionDetails';
