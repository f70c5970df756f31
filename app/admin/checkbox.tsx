/** A labelled checkbox of a dashboard form, across the form's grid; unticked it sends nothing. */
export function Checkbox({
  name,
  label,
  checked,
}: {
  name: string;
  label: string;
  checked: boolean;
}) {
  return (
    <label className="flex items-center gap-2 text-sm font-medium sm:col-span-2">
      <input type="checkbox" name={name} defaultChecked={checked} />
      {label}
    </label>
  );
}
