/** Marks every page of a non-production shop (000 §2, R000-2.89). */
export function Watermark() {
  return (
    <div className="watermark" aria-hidden="true" data-testid="watermark">
      test/dev
    </div>
  );
}
