/** The attribute visibility flags (001 §3 AttributeVisibility), each a checkbox named `visibility`. */
export const VISIBILITY_FLAGS: { flag: number; label: string }[] = [
  { flag: 1, label: 'Konfigurator' },
  { flag: 2, label: 'Positionen' },
  { flag: 4, label: 'Sortierung' },
  { flag: 8, label: 'Schnellbestellung' },
];

export function VisibilityFlags({ value, name = 'visibility', label }: { value: number; name?: string; label: string }) {
  return (
    <span className="admin-actions" role="group" aria-label={`Sichtbarkeit ${label}`}>
      {VISIBILITY_FLAGS.map(({ flag, label: text }) => (
        <label key={flag} className="admin-check">
          <input type="checkbox" name={name} value={flag} defaultChecked={(value & flag) === flag} /> {text}
        </label>
      ))}
    </span>
  );
}
