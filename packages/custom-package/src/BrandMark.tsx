/** The Northwind compass mark, drawn in the brand's colours. */
export function BrandMark({ size = 22 }: { size?: number }) {
  return (
    <svg className="nw-mark" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="12" r="11" className="nw-mark__ring" />
      <path d="M12 3.5 14.6 12 12 10.6 9.4 12Z" className="nw-mark__north" />
      <path d="M12 20.5 9.4 12 12 13.4 14.6 12Z" className="nw-mark__south" />
    </svg>
  );
}
