import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../shared/ui/icons.tsx';
import { LanguageSelect } from './LanguageSelect.tsx';
import { PlayerMenuItems } from './PlayerMenuItems.tsx';
import { playerGameLinks } from './site-links.ts';

/**
 * The desktop header's menu for a logged-in player (a disclosure): the account, favourites, recently
 * played, withdraw, history, safer gambling, the language and logout, so the header keeps to one
 * row. Opening it moves focus to its first item; Escape closes it and gives focus back to the
 * button; a click elsewhere or focus leaving it closes it. Loaded lazily, for logged-in players only.
 */
export default function AccountMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLElement>(`[id="${panelId}"] a, [id="${panelId}"] button`)?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    // Tabbing out of the menu closes it (focus going nowhere, e.g. a click on the page, is the pointer's case).
    const onFocusOut = (e: FocusEvent) => {
      if (e.relatedTarget && !root.current?.contains(e.relatedTarget as Node)) setOpen(false);
    };
    const box = root.current;
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    box?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      box?.removeEventListener('focusout', onFocusOut);
    };
  }, [open, panelId]);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="focus-ring flex items-center gap-2 rounded-lg border border-line px-3 py-2 font-semibold text-fg text-sm hover:bg-surface-hover"
      >
        <Icon name="menu" width="18" height="18" />
        {t('nav.menu')}
      </button>
      {open && (
        // biome-ignore lint/a11y/useSemanticElements: a named group of links and buttons, not a fieldset
        <div
          id={panelId}
          role="group"
          aria-label={t('nav.menu')}
          className="absolute top-full end-0 z-50 mt-2 flex w-60 flex-col gap-2 rounded-xl border border-line bg-surface p-2 shadow-2xl"
        >
          <PlayerMenuItems
            links={playerGameLinks}
            onDone={(then) => {
              setOpen(false);
              button.current?.focus();
              then?.();
            }}
          />
          <LanguageSelect className="flex border-line border-t px-3 pt-2" />
        </div>
      )}
    </div>
  );
}
