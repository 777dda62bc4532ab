import { useId } from 'react';

export interface ChipOption {
  value: string;
  label: string;
}

/**
 * A multiple choice as chips: each chip is a real checkbox (Tab to reach, Space to toggle, read
 * as checked or not), styled as a pill in personalisation.css.
 */
export function ChipGroup({ legend, options, value, onChange }: {
  legend: string; options: ChipOption[]; value: string[]; onChange: (next: string[]) => void;
}) {
  const id = useId();
  const toggle = (option: string, on: boolean) => onChange(on ? [...value, option] : value.filter((v) => v !== option));
  return (
    <fieldset className="tm-chips">
      <legend>{legend}</legend>
      <ul className="tm-chips__list">
        {options.map((option) => (
          <li key={option.value}>
            <input
              id={`${id}-${option.value}`} className="tm-chips__input" type="checkbox"
              checked={value.includes(option.value)} onChange={(e) => toggle(option.value, e.target.checked)}
            />
            <label className="tm-chips__chip" htmlFor={`${id}-${option.value}`}>
              {option.label}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
