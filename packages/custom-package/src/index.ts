export { BrandedPanel, type BrandedPanelProps } from './BrandedPanel';
export { KpiTile, type KpiTileProps } from './KpiTile';
export { BrandMark } from './BrandMark';
export { BRAND, PACKAGE_INFO } from './brand';
