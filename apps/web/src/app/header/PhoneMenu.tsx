import * as Dialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBrand } from '../../shared/brand/index.ts';
import { paths } from '../../shared/paths.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { chatLauncher, useChatLauncher } from '../../shared/support/chat-launcher.ts';
import { Icon } from '../../shared/ui/icons.tsx';
import { LanguageSelect } from './LanguageSelect.tsx';
import { menuItemClass, PlayerMenuItems } from './PlayerMenuItems.tsx';
import { playerGameLinks, type SiteLink, siteLinks } from './site-links.ts';

/**
 * The phone's menu (a dialog from the bottom bar's Menu): every destination of the desktop header
 * that the bottom bar has no room for, the player's account, withdraw, history, safer gambling and
 * logout, and the language. Radix keeps focus inside it and closes it on Escape; focus goes back to Menu.
 */
export default function PhoneMenu({
  inBar,
  opener,
  onClose,
}: {
  inBar: readonly string[];
  /** The Menu button: focus goes back there when the menu closes (there is no Dialog.Trigger). */
  opener: HTMLElement | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const brand = useBrand();
  /** What an item opens once the menu has closed and focus is back on Menu (the withdrawal). */
  const afterClose = useRef<(() => void) | undefined>(undefined);
  const { isLogged } = useSession();
  const chat = useChatLauncher();
  const notInBar = (links: SiteLink[]) => links.filter((l) => !inBar.includes(l.to));
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener?.focus();
            const then = afterClose.current;
            afterClose.current = undefined;
            then?.();
          }}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[85dvh] flex-col gap-3 overflow-y-auto rounded-t-2xl border border-line bg-surface p-4 pb-[calc(1rem+env(safe-area-inset-bottom))] text-fg shadow-2xl focus:outline-none"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="font-bold text-lg">{t('nav.menu')}</Dialog.Title>
            <Dialog.Close
              className="focus-ring rounded-md p-2 text-muted hover:text-fg"
              aria-label={t('common.close')}
            >
              <Icon name="close" width="20" height="20" />
            </Dialog.Close>
          </div>
          <ul className="flex flex-col">
            {notInBar(siteLinks(brand.features)).map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={menuItemClass} onClick={onClose}>
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
          {isLogged ? (
            <div className="border-line border-t pt-2">
              <PlayerMenuItems
                links={notInBar(playerGameLinks)}
                onDone={(then) => {
                  afterClose.current = then;
                  onClose();
                }}
              />
            </div>
          ) : (
            <div className="flex gap-2 border-line border-t pt-3">
              <Link to={paths.login} className={menuItemClass} onClick={onClose}>
                {t('header.login')}
              </Link>
              <Link to={paths.registration} className={menuItemClass} onClick={onClose}>
                {t('header.register')}
              </Link>
            </div>
          )}
          {chat.available && (
            // The support chat's launcher on a phone (a floating button covered the lobby's tiles).
            <button
              type="button"
              className={`${menuItemClass} border-line border-t text-start`}
              disabled={chat.busy}
              aria-busy={chat.busy || undefined}
              onClick={() => {
                afterClose.current = () => chatLauncher.request();
                onClose();
              }}
            >
              {chat.busy ? t('support.chat.loading') : t('support.chat.open')}
            </button>
          )}
          <LanguageSelect showLabel className="flex justify-between border-line border-t px-3 pt-3" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
