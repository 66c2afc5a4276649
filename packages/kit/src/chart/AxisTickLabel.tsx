import type { TickRendererProps } from '@visx/axis';

/**
 * A tick label of the chart's axes as a plain SVG text. visx draws each one with its Text component, which
 * splits and measures the label (and reduces CSS calc() expressions) on every render: a range change of the
 * stock chart spent more time there than on its bars. The labels are single words placed by x, y and the
 * dx / dy offsets the axes give (em lengths work in SVG as they are), so a text element draws them alike.
 */
export function AxisTickLabel({
  x,
  y,
  dx,
  dy,
  fill,
  fontSize,
  fontFamily,
  fontWeight,
  textAnchor,
  formattedValue,
}: TickRendererProps) {
  return (
    <text
      x={x}
      y={y}
      dx={dx}
      dy={dy}
      fill={fill}
      fontSize={fontSize}
      fontFamily={fontFamily}
      fontWeight={fontWeight}
      textAnchor={textAnchor}
    >
      {formattedValue}
    </text>
  );
}
