import './theme.css';
export { themeModel, setTheme, toggleTheme, type ThemeName } from './themeModel';
