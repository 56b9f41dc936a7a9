/**
 * A SKU or barcode as staff type and scan it: its own digits (Latin, never turned Persian, so what is
 * read off the screen can be typed or matched against the label), isolated left to right.
 */
export function SkuCode({ value, className }: { value: string | null | undefined; className?: string }) {
  if (!value) return <span className="value-empty">—</span>;
  return (
    <bdi dir="ltr" className={className}>
      {value}
    </bdi>
  );
}
