import { themeQuartz } from 'ag-grid-community';

/**
 * AG Grid's Quartz theme on the kit's tokens: every colour and size is a --tb-* variable, so the grid follows the
 * light and dark themes and the sizing modes (and any override block) with no grid-specific CSS. AG Grid watches
 * its row and header heights and lays its rows out again when they change; the kit's Grid also gives them as
 * numbers (see gridSizes.ts), which its group rows and tests need.
 */
export const gridTheme = themeQuartz.withParams({
  fontFamily: 'var(--tb-font)',
  fontSize: 'var(--tb-font-size)',
  headerFontSize: 'var(--tb-font-size-sm)',
  headerFontWeight: 600,
  backgroundColor: 'var(--tb-bg)',
  foregroundColor: 'var(--tb-fg)',
  textColor: 'var(--tb-fg)',
  subtleTextColor: 'var(--tb-fg-muted)',
  borderColor: 'var(--tb-border)',
  accentColor: 'var(--tb-primary)',
  chromeBackgroundColor: 'var(--tb-bg-alt)',
  headerBackgroundColor: 'var(--tb-header-bg)',
  headerTextColor: 'var(--tb-header-fg)',
  oddRowBackgroundColor: 'var(--tb-bg-alt)',
  rowHoverColor: 'var(--tb-bg-hover)',
  selectedRowBackgroundColor: 'var(--tb-primary-soft)',
  menuBackgroundColor: 'var(--tb-bg)',
  inputBorder: { color: 'var(--tb-border-strong)' },
  inputFocusBorder: { color: 'var(--tb-focus)' },
  checkboxCheckedBackgroundColor: 'var(--tb-primary)',
  checkboxCheckedBorderColor: 'var(--tb-primary)',
  checkboxIndeterminateBackgroundColor: 'var(--tb-primary)',
  checkboxIndeterminateBorderColor: 'var(--tb-primary)',
  iconColor: 'var(--tb-fg-muted)',
  borderRadius: 4,
  wrapperBorderRadius: 0,
  wrapperBorder: false,
  rowHeight: 'var(--tb-grid-row-height)',
  headerHeight: 'var(--tb-grid-header-height)',
  spacing: 6,
  cellHorizontalPadding: 'var(--tb-grid-cell-padding-x)',
  columnBorder: { color: 'var(--tb-border)', style: 'solid', width: 1 },
  headerColumnBorder: { color: 'var(--tb-border)', style: 'solid', width: 1 },
  headerColumnResizeHandleColor: 'var(--tb-border-strong)',
  rowBorder: false,
  focusShadow: { radius: 0, spread: 1, color: 'var(--tb-focus)' },
  browserColorScheme: 'inherit',
});
