import './segmented-radio.css';

type SegmentedRadioProps<T extends string> = {
  value: T;
  onChange: (value: T) => void;
  data: { value: T; label: string }[];
  /** The id of the text that names the choice. */
  labelledBy: string;
};

/**
 * A choice between a few options, drawn like Mantine's SegmentedControl but as plain radio buttons
 * and CSS. Mantine's slides an indicator that it places by measuring the labels as it mounts: on
 * billing that forced the page's first layout inside React's commit, and the state it set there made
 * React run every effect of the screen in the same task, one long task on a phone.
 */
export function SegmentedRadio<T extends string>({
  value,
  onChange,
  data,
  labelledBy,
}: SegmentedRadioProps<T>) {
  const name = `segmented-${labelledBy}`;
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="segmented-radio">
      {data.map((option) => {
        const checked = option.value === value;
        return (
          <label key={option.value} className="segmented-radio-option" data-checked={checked || undefined}>
            <input
              type="radio"
              className="segmented-radio-input"
              name={name}
              value={option.value}
              checked={checked}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        );
      })}
    </div>
  );
}
