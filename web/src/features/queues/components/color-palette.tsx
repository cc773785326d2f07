import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QUEUE_PALETTE, sameColor } from '../queue-palette';

interface ColorPaletteProps {
  value: string;
  onChange: (color: string) => void;
  /** Colours of the other queues: colours must be unique (spec 2 §5), so these cannot be picked. */
  usedColors: string[];
  error?: string;
}

export function ColorPalette({ value, onChange, usedColors, error }: ColorPaletteProps) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <span className="field-label" id={labelId}>
        {t('queueModal.color')}
      </span>
      <div className="palette" role="radiogroup" aria-labelledby={labelId}>
        {QUEUE_PALETTE.map((color) => {
          const inUse = usedColors.some((used) => sameColor(used, color));
          const selected = sameColor(value, color);
          return (
            <button
              key={color}
              type="button"
              role="radio"
              aria-checked={selected}
              aria-label={inUse ? t('queueModal.colorInUse', { color }) : color}
              title={inUse ? t('queueModal.colorInUse', { color }) : color}
              disabled={inUse}
              className={`swatch${selected ? ' selected' : ''}`}
              style={{ background: color }}
              onClick={() => onChange(color)}
            />
          );
        })}
      </div>
      {error && <p className="field-error">{error}</p>}
    </div>
  );
}
