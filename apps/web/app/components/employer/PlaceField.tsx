import { useMemo, useState } from 'react';
import { cityPlaces, matchPlaces } from '../../lib/places';
import { usePlaces } from '../../lib/use-places';
import { Combobox } from '../ui/Combobox';
import { inputClass } from './fields';

/**
 * A city box with the site's place search (either language, as the job
 * search and alert use), offering cities only: a company's city is a city,
 * never a whole province (the server refuses one). `onChange` gets the
 * chosen adcode ('' when the box is empty, '-1' when typed text matches no
 * city).
 */
export function PlaceField({
  label,
  initialText,
  error,
  onChange,
}: {
  label: string;
  initialText: string;
  error?: string;
  onChange: (adcode: string) => void;
}) {
  const places = usePlaces();
  const [text, setText] = useState(initialText);
  const cities = useMemo(
    () => ({
      primary: places.primary && cityPlaces(places.primary),
      secondary: places.secondary && cityPlaces(places.secondary),
    }),
    [places.primary, places.secondary],
  );
  const options = useMemo(
    () => (cities.primary ? matchPlaces(cities.primary, cities.secondary, text) : []),
    [cities, text],
  );
  return (
    <div>
      <Combobox
        label={label}
        value={text}
        onChange={(value) => {
          setText(value);
          if (!value.trim()) onChange('');
          else if (cities.primary) onChange(matchPlaces(cities.primary, cities.secondary, value, 1)[0]?.value ?? '-1');
        }}
        onFocus={places.load}
        options={options.map((place) => ({ key: place.value, label: place.name }))}
        onSelect={(option) => {
          setText(option.label);
          onChange(option.key);
        }}
        invalid={Boolean(error)}
        inputClassName={inputClass}
      />
      {error && <p className="mt-1 text-sm text-red-700">{error}</p>}
    </div>
  );
}
