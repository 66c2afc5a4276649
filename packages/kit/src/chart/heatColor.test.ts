import { describe, expect, it } from 'vitest';
import {
  DARK_TREE_MAP_PALETTE as DARK,
  heatColor,
  LIGHT_TREE_MAP_PALETTE as LIGHT,
  mixHex,
  textOn,
  treeMapPalette,
} from './heatColor';

describe('heat colours', () => {
  it('linear: from nearly neutral to full colour at max heat, by sign', () => {
    expect(heatColor(1, 1, 'linear', LIGHT)).toBe(LIGHT.positive);
    expect(heatColor(-5, 1, 'linear', LIGHT)).toBe(LIGHT.negative);
    const half = heatColor(0.5, 1, 'linear', LIGHT);
    expect(half).not.toBe(LIGHT.positive);
    expect(half).not.toBe(LIGHT.neutral);
    expect(heatColor(0, 1, 'linear', LIGHT)).toBe(LIGHT.neutral);
    expect(heatColor(null, 1, 'linear', LIGHT)).toBe(LIGHT.neutral);
  });

  it('wash: one tint per sign; none: neutral', () => {
    expect(heatColor(0.01, 1, 'wash', LIGHT)).toBe(LIGHT.positiveWash);
    expect(heatColor(-3, 1, 'wash', LIGHT)).toBe(LIGHT.negativeWash);
    expect(heatColor(3, 1, 'none', LIGHT)).toBe(LIGHT.neutral);
  });

  it('mixes colours and picks readable text', () => {
    expect(mixHex('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(textOn('#ffffff', LIGHT)).toBe(LIGHT.textDark);
    expect(textOn(LIGHT.negative, LIGHT)).toBe(LIGHT.textLight);
  });

  it('follows the app theme unless the tree map has its own', () => {
    expect(treeMapPalette('default', 'dark')).toBe(DARK);
    expect(treeMapPalette('light', 'dark')).toBe(LIGHT);
    expect(treeMapPalette('dark', 'light')).toBe(DARK);
  });
});
