export {
  LoginForm,
  LOGIN_FORM_TEXTS,
  type LoginFormProps,
  type LoginFormTexts,
  type LoginCredentials,
} from './LoginForm';
