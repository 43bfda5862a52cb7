/** A labelled select over an id → label table (the back office's status, payment and delivery choices). */
export function OptionSelect({
  label,
  name,
  options,
  defaultValue,
  emptyLabel,
  disabled,
}: {
  label: string;
  name: string;
  options: Readonly<Record<number | string, string>>;
  defaultValue: string | number | null | undefined;
  /** An extra first option with the value '' (e.g. 'alle'). */
  emptyLabel?: string;
  disabled?: boolean;
}) {
  return (
    <label>
      {label}
      <select name={name} defaultValue={defaultValue ?? ''} disabled={disabled}>
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {Object.entries(options).map(([id, text]) => (
          <option key={id} value={id}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}
