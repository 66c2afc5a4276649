import { z } from 'zod';
import type { DashViewConfig } from './types';

/**
 * The size of a node along its parent's direction: a number is percent of the parent; '850px' is pixels, for
 * initial layouts that want a column of a fixed width (it is capped so that its siblings keep at least
 * `MIN_SIBLING_SHARE` of the space, and saved as the percentage it became).
 */
export type DashSize = number | `${number}px`;

/** The least share of a parent a pixel-sized node leaves to its siblings, so narrow windows stay usable. */
export const MIN_SIBLING_SHARE = 0.3;

/**
 * The layout of a DashContainer, independent of the docking library under it: rows and columns of tab
 * stacks, each node sized along its parent's direction (see DashSize). `V` is what a stack holds: view configs
 * in initial and saved state, view ids in the live model.
 */
export type DashContainerNode<V = DashViewConfig> =
  DashContainerRow<V> | DashContainerColumn<V> | DashContainerStack<V>;

export interface DashContainerRow<V = DashViewConfig> {
  type: 'row';
  /** Percent of the parent, or pixels ('850px'); unsized siblings share what is left equally. */
  size?: DashSize;
  children: DashContainerNode<V>[];
}

export interface DashContainerColumn<V = DashViewConfig> {
  type: 'column';
  size?: DashSize;
  children: DashContainerNode<V>[];
}

export interface DashContainerStack<V = DashViewConfig> {
  type: 'stack';
  size?: DashSize;
  views: V[];
  /** Index of the view shown (default 0). */
  active?: number;
}

const ViewConfigSchema = z.object({
  spec: z.string(),
  id: z.string().optional(),
  title: z.string().optional(),
  state: z.record(z.string(), z.unknown()).optional(),
});

const SizeSchema = z.union([z.number().positive(), z.templateLiteral([z.number().positive(), 'px'])]);

export const DashContainerNodeSchema: z.ZodType<DashContainerNode> = z.lazy(() =>
  z.union([
    z.object({
      type: z.enum(['row', 'column']),
      size: SizeSchema.optional(),
      children: z.array(DashContainerNodeSchema),
    }),
    z.object({
      type: z.literal('stack'),
      size: SizeSchema.optional(),
      views: z.array(ViewConfigSchema),
      active: z.number().int().nonnegative().optional(),
    }),
  ]),
);

/** Every view of a layout, in reading order (stacks depth first). */
export function layoutViews<V>(node: DashContainerNode<V> | null): V[] {
  if (!node) return [];
  return node.type === 'stack' ? [...node.views] : node.children.flatMap((c) => layoutViews(c));
}

/** The layout with every view mapped (stacks left without views are dropped, as are empty rows). */
export function mapLayout<V, W>(
  node: DashContainerNode<V> | null,
  fn: (view: V) => W | null,
): DashContainerNode<W> | null {
  if (!node) return null;
  if (node.type === 'stack') {
    const views: W[] = [];
    let active = 0;
    node.views.forEach((v, i) => {
      const w = fn(v);
      if (w == null) return;
      if (i <= (node.active ?? 0)) active = views.length;
      views.push(w);
    });
    if (!views.length) return null;
    return { type: 'stack', size: node.size, views, active: Math.min(active, views.length - 1) };
  }
  const children = node.children
    .map((c) => mapLayout(c, fn))
    .filter((c): c is DashContainerNode<W> => c != null);
  if (!children.length) return null;
  return { type: node.type, size: node.size, children };
}

/** The layout without a view (its stack and any row or column left empty go too). */
export function removeFromLayout(node: DashContainerNode<string> | null, id: string) {
  return mapLayout(node, (v) => (v === id ? null : v));
}

/**
 * The layout with a view added: to the stack holding `nextTo` (made active), else to the first stack, else
 * as the only stack.
 */
export function addToLayout(
  node: DashContainerNode<string> | null,
  id: string,
  nextTo?: string,
): DashContainerNode<string> {
  if (!node) return { type: 'stack', views: [id], active: 0 };
  const target = (nextTo && findStack(node, nextTo)) || firstStack(node);
  const add = (n: DashContainerNode<string>): DashContainerNode<string> => {
    if (n === target && n.type === 'stack') return { ...n, views: [...n.views, id], active: n.views.length };
    return n.type === 'stack' ? n : { ...n, children: n.children.map(add) };
  };
  return add(node);
}

function findStack<V>(node: DashContainerNode<V>, view: V): DashContainerStack<V> | null {
  if (node.type === 'stack') return node.views.includes(view) ? node : null;
  for (const c of node.children) {
    const found = findStack(c, view);
    if (found) return found;
  }
  return null;
}

function firstStack<V>(node: DashContainerNode<V>): DashContainerStack<V> | null {
  if (node.type === 'stack') return node;
  for (const c of node.children) {
    const found = firstStack(c);
    if (found) return found;
  }
  return null;
}

/** Percentages for a list of siblings: given sizes kept, the rest shared equally, all scaled to 100. */
export function percentages(sizes: readonly (number | undefined)[]): number[] {
  const given = sizes.reduce<number>((sum, s) => sum + (s ?? 0), 0);
  const unsized = sizes.filter((s) => s == null).length;
  const share = unsized ? Math.max(0, 100 - given) / unsized : 0;
  const raw = sizes.map((s) => s ?? share);
  const total = raw.reduce((a, b) => a + b, 0);
  return total > 0 ? raw.map((r) => (r / total) * 100) : raw.map(() => 100 / raw.length);
}

/**
 * Percentages for a list of siblings sharing `extent` pixels: pixel sizes become their share of the extent
 * (capped so the other siblings keep at least MIN_SIBLING_SHARE of it), then as `percentages`.
 */
export function resolvePercentages(sizes: readonly (DashSize | undefined)[], extent: number): number[] {
  const others = sizes.length - 1;
  const maxPx = others > 0 ? extent * (1 - MIN_SIBLING_SHARE) : extent;
  const pixels = sizes.filter((s): s is `${number}px` => typeof s === 'string');
  const totalPx = pixels.reduce((sum, s) => sum + parseFloat(s), 0);
  // Several pixel sizes are scaled down together when they would take too much.
  const scale = totalPx > maxPx && totalPx > 0 ? maxPx / totalPx : 1;
  return percentages(
    sizes.map((s) =>
      typeof s === 'string' ? (extent > 0 ? ((parseFloat(s) * scale) / extent) * 100 : undefined) : s,
    ),
  );
}

/** Rounds a percentage to one decimal, as saved. */
export function roundPercent(p: number): number {
  return Math.round(p * 10) / 10;
}
