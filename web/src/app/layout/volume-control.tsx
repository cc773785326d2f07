import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/icons';
import { LoadOnIntent } from '../../components/ui/load-on-intent';

const loadVolumePopover = async () => (await import('./volume-popover')).VolumePopover;

/** The top bar's volume button; its popover (Headless UI) loads on pointing at, focusing or clicking it. */
export function VolumeControl() {
  const { t } = useTranslation();
  return (
    <LoadOnIntent load={loadVolumePopover} props={{}}>
      {(trigger) => (
        <div className="popover">
          <button
            type="button"
            {...trigger}
            className="icon-button"
            aria-label={t('topBar.volume')}
            title={t('topBar.volume')}
            aria-expanded={false}
            data-testid="volume-button"
          >
            <Icon name="volume" size={18} />
          </button>
        </div>
      )}
    </LoadOnIntent>
  );
}
