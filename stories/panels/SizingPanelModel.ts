import { proxy } from 'valtio';
import { PanelModel } from '@toolbox/kit/panel';

/** State of the Sizing demo: three collapsible, resizable panels around a main content area. */
export class SizingPanelModel {
  readonly left = new PanelModel({ side: 'left', defaultSize: '30%', minSize: 30, maxSize: 300 });
  readonly right = new PanelModel({ side: 'right', defaultSize: '30%', minSize: 30, maxSize: 300 });
  readonly bottom = new PanelModel({
    side: 'bottom',
    defaultSize: 150,
    minSize: 100,
    maxSize: 350,
    modalSupport: { width: 400, height: 200 },
  });
  resizeWhileDragging = true;

  constructor() {
    return proxy(this);
  }

  get panels(): PanelModel[] {
    return [this.left, this.right, this.bottom];
  }

  get allExpanded(): boolean {
    return this.panels.every((p) => !p.collapsed);
  }

  get allCollapsed(): boolean {
    return this.panels.every((p) => p.collapsed);
  }

  setResizeWhileDragging(value: boolean): void {
    this.resizeWhileDragging = value;
    this.panels.forEach((p) => p.setResizeWhileDragging(value));
  }

  expandAll(): void {
    this.panels.forEach((p) => p.setCollapsed(false));
  }

  collapseAll(): void {
    this.panels.forEach((p) => p.setCollapsed(true));
  }
}
