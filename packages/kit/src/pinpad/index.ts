export { PinPad, type PinPadProps } from './PinPad';
export { PinPadModel, type PinPadConfig, type PinPadDisplay } from './PinPadModel';
