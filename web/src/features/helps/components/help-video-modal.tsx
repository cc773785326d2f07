import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { Help } from '@domain/helps/schema';
import { videoEmbedUrl } from '@domain/helps/video-host';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';

/** The embedded player of a help video; Escape, the close button or a click outside closes it (spec 2 §2). */
export function HelpVideoModal({ help, onClose }: { help: Help | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={help !== null} onClose={onClose} className="modal-root">
      <div className="modal-backdrop" aria-hidden="true" />
      <div className="modal-frame">
        <DialogPanel className="modal help-video-modal" data-testid="help-video-modal">
          <header className="modal-header">
            <DialogTitle className="modal-title">{help?.title}</DialogTitle>
            <button type="button" className="icon-button" aria-label={t('common.close')} onClick={onClose}>
              <Icon name="close" size={18} />
            </button>
          </header>
          {help && (
            <div className="help-player">
              <iframe
                src={`${videoEmbedUrl(help.video)}?autoplay=1&rel=0`}
                title={t('helps.player', { title: help.title })}
                allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
                allowFullScreen
                referrerPolicy="strict-origin-when-cross-origin"
              />
            </div>
          )}
          {help?.description && <p className="help-video-description">{help.description}</p>}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
