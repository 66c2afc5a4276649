export { Button, type ButtonProps, type Intent } from './Button';
export { ButtonGroupInput, type ButtonGroupInputProps, type ButtonGroupOption } from './ButtonGroupInput';
