import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Intent, useIntent } from '../../components/ui/load-on-intent';
import { Icon } from '../../components/ui/icons';
import { readVolume, saveVolume, VOLUME_STEP } from '../../lib/volume';

/** The volume popover with its Headless UI behaviour, loaded on first use (`VolumeControl` until then). */
export function VolumePopover({ intent }: { intent: Intent }) {
  const { t } = useTranslation();
  const [volume, setVolume] = useState(readVolume);
  const button = useRef<HTMLButtonElement>(null);
  useIntent(button, intent);
  return (
    <Popover className="popover">
      <PopoverButton
        ref={button}
        className="icon-button"
        aria-label={t('topBar.volume')}
        title={t('topBar.volume')}
        data-testid="volume-button"
      >
        <Icon name="volume" size={18} />
      </PopoverButton>
      <PopoverPanel anchor="bottom end" className="popover-panel volume-panel">
        <input
          type="range"
          min={0}
          max={1}
          step={VOLUME_STEP}
          value={volume}
          aria-label={t('topBar.volume')}
          data-testid="volume-slider"
          onChange={(event) => setVolume(saveVolume(Number(event.target.value)))}
        />
        <span className="volume-value">{Math.round(volume * 100)}%</span>
      </PopoverPanel>
    </Popover>
  );
}
