import { proxy } from 'valtio';
import { toast } from '@toolbox/kit/popup';
import { SERVICES, type Environment, type Service, type ServiceStatus } from './services';

/** State of the Toolbars demo: a pretend cluster console driven from toolbars on all four sides. */
export class ToolbarsPanelModel {
  dangerMode = false;
  compact = false;
  showSideToolbars = true;
  environment: Environment = 'Production';
  filter = '';
  /** The status the left toolbar shows, or null for all. */
  status: ServiceStatus | null = null;
  denseRows = false;

  constructor() {
    return proxy(this);
  }

  get services(): Service[] {
    const text = this.filter.trim().toLowerCase();
    return SERVICES.filter(
      (s) => (this.status == null || s.status === this.status) && (!text || s.name.includes(text)),
    );
  }

  setDangerMode(value: boolean): void {
    this.dangerMode = value;
  }

  setCompact(value: boolean): void {
    this.compact = value;
  }

  setShowSideToolbars(value: boolean): void {
    this.showSideToolbars = value;
  }

  setEnvironment(value: Environment | null): void {
    this.environment = value ?? 'Production';
  }

  setFilter(value: string): void {
    this.filter = value;
  }

  setStatus(value: ServiceStatus | null): void {
    this.status = value;
  }

  toggleDenseRows(): void {
    this.denseRows = !this.denseRows;
  }

  /** Reports an action on the services shown (the console is pretend: nothing really restarts). */
  act(verb: string): void {
    const n = this.services.length;
    toast({
      message: `${verb} ${n} service${n === 1 ? '' : 's'} in ${this.environment}...`,
      intent: 'primary',
    });
  }

  exportCsv(): void {
    const n = this.services.length;
    toast({ message: `Exported ${n} service${n === 1 ? '' : 's'} to CSV.`, intent: 'success' });
  }

  terminate(): void {
    if (!this.dangerMode) return;
    toast({ message: 'Game over!', intent: 'danger' });
  }
}
