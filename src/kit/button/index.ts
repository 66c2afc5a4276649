export { Button, type ButtonProps, type Intent } from './Button';
export { classNames } from './classNames';
