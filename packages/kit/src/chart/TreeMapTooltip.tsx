export interface TreeMapTooltipProps {
  /** The cell's label, the tooltip's title. */
  label: string;
  /** Rows of [field name, formatted value] under the title: by default its size and heat. */
  lines: readonly [string, string][];
}

/** The default tooltip of a tree map cell: its label, then its size and heat fields. */
export function TreeMapTooltip({ label, lines }: TreeMapTooltipProps) {
  return (
    <div>
      <div className="tb-treemap-tooltip__title">{label}</div>
      <table className="tb-treemap-tooltip__table">
        <tbody>
          {lines.map(([name, value]) => (
            <tr key={name}>
              <td>{name}</td>
              <td className="tb-treemap-tooltip__value">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
