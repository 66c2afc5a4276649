import type { CSSProperties, ReactNode } from 'react';
import sheet from 'virtual:kit-tokens';
import type { ComponentVariable, ThemeToken, TokenGroup } from '../../../scripts/kitTokens';
import './TokenTables.css';

/** The groups of the page, in its order. */
const GROUPS: readonly [TokenGroup, string][] = [
  ['colour', 'Colours'],
  ['typography', 'Typography'],
  ['spacing', 'Spacing'],
  ['size', 'Sizes'],
  ['radius', 'Radii'],
  ['shadow', 'Shadows'],
  ['z-index', 'Z-index layers'],
  ['other', 'Other'],
];

const modeLabel = (mode: string) =>
  mode === 'default' ? 'Default (light)' : mode[0]?.toUpperCase() + mode.slice(1);

/** A token's value in a mode, as the browser uses it. */
const tokenIn = (name: string, mode: string) => sheet.tokens.find((t) => t.name === name)?.resolved[mode];

/** A mode's page colours, so a translucent colour or a shadow shows as it would in that mode. */
const modeColours = (mode: string): CSSProperties => ({
  background: tokenIn('--tb-bg', mode),
  color: tokenIn('--tb-fg', mode),
});

/** What shows the token's effect: a swatch, a sample of text, a bar, a corner, a shadow. */
function sample(group: TokenGroup, name: string, value: string): ReactNode {
  switch (group) {
    case 'colour':
      return <span className="tb-tokens-swatch" style={{ background: value }} />;
    case 'typography': {
      const style: CSSProperties = /size/.test(name) ? { fontSize: value } : { fontFamily: value };
      return <span style={style}>Aa Bb 0123</span>;
    }
    case 'spacing':
    case 'size':
      return <span className="tb-tokens-bar" style={{ width: value }} />;
    case 'radius':
      return <span className="tb-tokens-radius" style={{ borderRadius: value }} />;
    case 'shadow':
      return <span className="tb-tokens-shadow" style={{ boxShadow: value }} />;
    default:
      return null;
  }
}

/** A token's value in a mode: its sample and its text (with what its variables come to, when it has any). */
function ModeCell({
  group,
  name,
  written,
  resolved,
  mode,
}: {
  group: TokenGroup;
  name: string;
  written: string | undefined;
  resolved: string;
  mode: string;
}) {
  const onBackground = group === 'colour' || group === 'shadow';
  return (
    <td>
      <div className="tb-tokens-cell" style={onBackground ? modeColours(mode) : undefined}>
        {sample(group, name, resolved)}
        <span className="tb-tokens-value">
          {written == null ? 'as default' : written}
          {written != null && written !== resolved ? ` = ${resolved}` : ''}
        </span>
      </div>
    </td>
  );
}

/** The modes in which any of these tokens has a value of its own ('default' always). */
function modesOf(tokens: readonly ThemeToken[]): string[] {
  return sheet.modes.filter((m) => m === 'default' || tokens.some((t) => m in t.values));
}

function GroupTable({ group, tokens }: { group: TokenGroup; tokens: readonly ThemeToken[] }) {
  const modes = modesOf(tokens);
  return (
    <table className="tb-tokens-table">
      <thead>
        <tr>
          <th>Token</th>
          {modes.map((m) => (
            <th key={m}>{modeLabel(m)}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {tokens.map((t) => (
          <tr key={t.name}>
            <td>
              <code>{t.name}</code>
            </td>
            {modes.map((m) => (
              <ModeCell
                key={m}
                group={group}
                name={t.name}
                written={t.values[m]}
                resolved={t.resolved[m] ?? ''}
                mode={m}
              />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Every token of the theme, grouped, with its value in each mode (read from the kit's CSS when built). */
export function ThemeTokenTables() {
  return (
    <>
      {GROUPS.map(([group, heading]) => {
        const tokens = sheet.tokens.filter((t) => t.group === group);
        return (
          <section key={group} aria-labelledby={`tb-tokens-${group}`}>
            <h2 id={`tb-tokens-${group}`}>{heading}</h2>
            {tokens.length ? (
              <GroupTable group={group} tokens={tokens} />
            ) : (
              <p>The kit&rsquo;s stylesheets declare no token of this kind.</p>
            )}
          </section>
        );
      })}
    </>
  );
}

/** The variables components declare for themselves, with what they come to in each mode. */
export function ComponentVariableTable() {
  const rows: readonly ComponentVariable[] = sheet.components;
  return (
    <table className="tb-tokens-table">
      <thead>
        <tr>
          <th>Variable</th>
          <th>Declared on</th>
          {sheet.modes.map((m) => (
            <th key={m}>{modeLabel(m)}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((v) => (
          <tr key={`${v.file} ${v.selector} ${v.name}`}>
            <td>
              <code>{v.name}</code>
            </td>
            <td>
              <code>{v.selector}</code> in <code>{v.file.replace('packages/kit/src/', '')}</code>
            </td>
            {sheet.modes.map((m) => (
              <ModeCell
                key={m}
                group={v.group}
                name={v.name}
                written={v.value}
                resolved={v.resolved[m] ?? ''}
                mode={m}
              />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** How many tokens and variables the page shows, for its introduction. */
export function TokenCount() {
  return (
    <>
      {sheet.tokens.length} tokens of the theme and {sheet.components.length} variables of its components
    </>
  );
}
