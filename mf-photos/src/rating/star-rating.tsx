import { useId } from 'react';
import { PhotosStyle } from '../layout/photos-style';
import { RATING_MAX, STAR_CAPTIONS, starLabel } from './rating';

interface Props {
  value: number | null | undefined;
  onChange?: (stars: number) => void;
  /** Shows a given rating without letting it change. */
  readOnly?: boolean;
  labelledBy: string;
  invalid?: boolean;
  describedBy?: string;
}

/** 1 to 5 stars as a radio group: arrow keys move between them, each star says its number. */
export function StarRating({ value, onChange, readOnly = false, labelledBy, invalid, describedBy }: Props) {
  const name = useId();
  const stars = Array.from({ length: RATING_MAX }, (_, i) => i + 1);
  return (
    <div>
      <PhotosStyle />
      <div role="radiogroup" aria-labelledby={labelledBy} aria-invalid={invalid || undefined} aria-describedby={describedBy} aria-readonly={readOnly || undefined} className="mfph-stars">
        {stars.map((star) => (
          <label key={star} className={value && star <= value ? 'mfph-star mfph-star-on' : 'mfph-star'}>
            <input type="radio" name={name} value={star} checked={value === star} disabled={readOnly} aria-label={starLabel(star)} onChange={() => onChange?.(star)} />
            <span className="mfph-star-glyph" aria-hidden>
              ★
            </span>
          </label>
        ))}
      </div>
      <p className="mfph-muted mfph-small" aria-live="polite" style={{ margin: '4px 0 0', minHeight: 20 }}>
        {value ? STAR_CAPTIONS[value] : ''}
      </p>
    </div>
  );
}
