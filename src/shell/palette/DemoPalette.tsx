import {
  AppWindowIcon,
  ChartLineIcon,
  DeviceMobileIcon,
  HouseIcon,
  LayoutIcon,
  MagnifyingGlassIcon,
  PuzzlePieceIcon,
  SidebarIcon,
  TableIcon,
  TextboxIcon,
} from '@phosphor-icons/react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { Command } from 'cmdk';
import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { PaletteEntry } from './paletteEntries';
import { searchPalette, type PaletteMatch, type Snippet } from './searchPalette';
import './palette.css';

const TAB_ICONS: Record<string, ReactNode> = {
  home: <HouseIcon />,
  grids: <TableIcon />,
  panels: <SidebarIcon />,
  layout: <LayoutIcon />,
  forms: <TextboxIcon />,
  charts: <ChartLineIcon />,
  mobile: <DeviceMobileIcon />,
  other: <PuzzlePieceIcon />,
  examples: <AppWindowIcon />,
};

export interface DemoPaletteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  entries: readonly PaletteEntry[];
  /** Goes to the chosen entry (after the palette has closed). */
  onChoose: (entry: PaletteEntry) => void;
  /** Where the keyboard focus goes after a choice (the old focus may be gone with the page it was on). */
  focusAfterChoice?: () => void;
  /** Opened before the palette had loaded: what was typed meanwhile and where the focus was (taken once). */
  takePending?: () => { query: string; from: HTMLElement | null } | null;
}

interface Group {
  heading: string;
  matches: PaletteMatch[];
}

/** Without a query: every entry under its tab. With one: the best matches first, under one heading. */
function groupsOf(matches: PaletteMatch[], query: string): Group[] {
  if (query.trim() !== '') return matches.length ? [{ heading: 'Best matches', matches }] : [];
  const groups: Group[] = [];
  for (const m of matches) {
    const last = groups[groups.length - 1];
    if (last?.heading === m.entry.tab) last.matches.push(m);
    else groups.push({ heading: m.entry.tab, matches: [m] });
  }
  return groups;
}

function SnippetText({ snippet }: { snippet: Snippet }) {
  return (
    <span className="tb-palette__description">
      {snippet.before}
      {snippet.match && <mark>{snippet.match}</mark>}
      {snippet.after}
    </span>
  );
}

/**
 * The demo search: a command palette (cmdk in a Radix dialog) over every demo and example app. Typing filters by
 * title, tab and description; arrows move, Enter goes there, Escape closes and gives the focus back.
 */
export function DemoPalette({
  open,
  onOpenChange,
  entries,
  onChoose,
  focusAfterChoice,
  takePending,
}: DemoPaletteProps) {
  const [query, setQuery] = useState('');
  const chosen = useRef(false);
  const returnFocus = useRef<HTMLElement | null>(null);
  // Each opening starts afresh, with an empty query.
  const [shownOpen, setShownOpen] = useState(open);
  if (open !== shownOpen) {
    setShownOpen(open);
    if (open) setQuery('');
  }
  const matches = useMemo(() => searchPalette(entries, query), [entries, query]);
  // Each query's list starts at its top, where its best matches are: the list kept the scroll it had before the
  // query changed, and 'grid' showed its best match, Standard, scrolled off above.
  const list = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (list.current) list.current.scrollTop = 0;
  }, [query]);
  const groups = groupsOf(matches, query);
  const searching = query.trim() !== '';

  const choose = (entry: PaletteEntry) => {
    chosen.current = true;
    onOpenChange(false);
    onChoose(entry);
  };

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="tb-palette-overlay" />
        <RadixDialog.Content
          className="tb-palette"
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            // Still the element that had the focus before the palette opened: where Escape gives it back.
            // Opened before it had loaded: what was typed meanwhile, and the focus from before the stand-in.
            const pending = takePending?.();
            if (pending?.query) setQuery(pending.query);
            returnFocus.current =
              pending?.from ??
              (document.activeElement instanceof HTMLElement ? document.activeElement : null);
          }}
          onCloseAutoFocus={(e) => {
            // Closed with Escape or a click outside, the focus goes back where it was. After a choice the page
            // changes under it, so it moves to where the chosen demo shows (as it does when the old spot is gone).
            e.preventDefault();
            const back = returnFocus.current;
            if (!chosen.current && back?.isConnected) back.focus();
            else focusAfterChoice?.();
            chosen.current = false;
            returnFocus.current = null;
          }}
        >
          <RadixDialog.Title className="tb-palette__heading">Search demos</RadixDialog.Title>
          <Command label="Search demos" shouldFilter={false} loop>
            <div className="tb-palette__search">
              <MagnifyingGlassIcon className="tb-palette__search-icon" aria-hidden="true" />
              <Command.Input
                className="tb-palette__input"
                value={query}
                onValueChange={setQuery}
                placeholder="Search demos and examples by title, tab or description…"
              />
              <kbd>Esc</kbd>
            </div>
            <Command.List ref={list} className="tb-palette__list" label="Demos and examples">
              <Command.Empty className="tb-palette__empty">
                No demo or example matches “{query.trim()}”.
              </Command.Empty>
              {groups.map((g) => (
                <Command.Group key={g.heading} heading={g.heading} className="tb-palette__group">
                  {g.matches.map(({ entry, snippet }) => (
                    <Command.Item
                      key={entry.id}
                      value={entry.id}
                      onSelect={() => choose(entry)}
                      className="tb-palette__item"
                    >
                      <span className="tb-palette__icon" aria-hidden="true">
                        {TAB_ICONS[entry.tabId]}
                      </span>
                      <span className="tb-palette__text">
                        <span className="tb-palette__title">{entry.title}</span>
                        {snippet && <SnippetText snippet={snippet} />}
                      </span>
                      <span className="tb-palette__meta">
                        {searching && <span className="tb-palette__tab">{entry.tab}</span>}
                        {!entry.built && <span className="tb-palette__badge">not built yet</span>}
                        {'href' in entry.to && <span className="tb-palette__badge">own page</span>}
                      </span>
                    </Command.Item>
                  ))}
                </Command.Group>
              ))}
            </Command.List>
            <div className="tb-palette__footer" aria-hidden="true">
              <span>
                <kbd>↑</kbd>
                <kbd>↓</kbd> to move
              </span>
              <span>
                <kbd>Enter</kbd> to open
              </span>
              <span>
                <kbd>Esc</kbd> to close
              </span>
            </div>
          </Command>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
