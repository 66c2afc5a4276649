/**
 * The kit's design tokens (theme.css) and the two app-wide choices over them, each applied to `<html>` and kept
 * in local storage: the theme (light or dark, `data-theme`) and the sizing mode (large, standard, compact or
 * tiny, `data-sizing`), which sets the height of controls, toolbars, tabs, panel headers and grid rows.
 */
import './theme.css';
export { themeModel, setTheme, toggleTheme, type ThemeName } from './themeModel';
export {
  sizingModel,
  setSizingMode,
  useSizingMode,
  sizeForMode,
  SIZING_MODES,
  DEFAULT_SIZING_MODE,
  SIZING_STORAGE_KEY,
  type SizingMode,
  type SizeByMode,
} from './sizingModel';
export { SIZING_TOKENS, type SizingTokens } from './sizingTokens';
