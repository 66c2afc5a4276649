import { describe, expect, it, vi } from 'vitest';
import { PinPadModel } from './PinPadModel';

describe('PinPadModel', () => {
  it('collects digits up to the PIN length and reports the completed PIN once', () => {
    const onComplete = vi.fn();
    const model = new PinPadModel({ pinLength: 3, onComplete });
    model.enterDigit('1');
    model.enterDigit('x');
    model.enterDigit('2');
    expect(model.entered).toBe('12');
    expect(model.completedPin).toBeNull();
    model.enterDigit('3');
    model.enterDigit('4');
    expect(model.entered).toBe('123');
    expect(model.completedPin).toBe('123');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123');
  });

  it('deletes and clears, and ignores input while disabled', () => {
    const model = new PinPadModel({ pinLength: 4 });
    model.enterDigit('5');
    model.enterDigit('6');
    model.deleteDigit();
    expect(model.entered).toBe('5');
    model.disabled = true;
    model.enterDigit('7');
    model.deleteDigit();
    expect(model.entered).toBe('5');
    model.clear();
    expect(model.entered).toBe('');
  });

  it('sets the display texts together, and reset restores the initial state', () => {
    const model = new PinPadModel({ header: 'Enter PIN...' });
    expect(model.pinLength).toBe(4);
    model.setDisplay({ header: 'Checking PIN...', errorText: 'Nope' });
    expect([model.header, model.subHeader, model.errorText]).toEqual(['Checking PIN...', '', 'Nope']);
    model.enterDigit('1');
    model.disabled = true;
    model.reset();
    expect([model.header, model.subHeader, model.errorText]).toEqual(['Enter PIN...', '', '']);
    expect(model.entered).toBe('');
    expect(model.disabled).toBe(false);
  });

  it('rejects a bad PIN length', () => {
    expect(() => new PinPadModel({ pinLength: 0 })).toThrow('Invalid pinLength 0');
  });
});
