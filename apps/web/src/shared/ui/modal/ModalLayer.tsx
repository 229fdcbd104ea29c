import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import type { ModalEntry } from './types.ts';

/**
 * One modal of the stack. Radix traps focus inside it, and only the top layer answers Escape or an
 * outside click, so closing one never closes the ones beneath.
 */
export default function ModalLayer({
  entry,
  depth,
  onClose,
}: {
  entry: ModalEntry;
  depth: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const zIndex = 50 + depth * 2;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 bg-black/70" style={{ zIndex }} />
        <Dialog.Content
          aria-describedby={undefined}
          {...(entry.dismissible === false && {
            onEscapeKeyDown: (event: Event) => event.preventDefault(),
            onInteractOutside: (event: Event) => event.preventDefault(),
          })}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (entry.returnFocus?.isConnected) entry.returnFocus.focus();
          }}
          className="-translate-y-1/2 fixed inset-x-0 top-1/2 mx-auto max-h-[90vh] w-[min(92vw,32rem)] overflow-y-auto rounded-xl border border-line bg-surface p-6 text-fg shadow-2xl focus:outline-none"
          style={{ zIndex: zIndex + 1 }}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <Dialog.Title className="font-bold text-lg">{entry.title}</Dialog.Title>
            {entry.dismissible !== false && (
              <Dialog.Close
                className="focus-ring rounded-md px-2 py-1 text-muted hover:text-fg"
                aria-label={t('common.close')}
              >
                <span aria-hidden="true">×</span>
              </Dialog.Close>
            )}
          </div>
          {entry.render(onClose)}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
