import type { ReactNode } from 'react';

/** The modal stack's shapes, apart so the lazily loaded layer needs no import of the stack. */

export interface ModalSpec {
  /** Accessible name of the dialog, shown as its heading. */
  title: string;
  render: (close: () => void) => ReactNode;
  /** Called whenever the modal closes (its close button, Escape, an outside click or `close`). */
  onClose?: () => void;
  /** false: no close button, Escape or outside click; only the content's own action closes it. */
  dismissible?: boolean;
}

export interface ModalEntry extends ModalSpec {
  id: number;
  /** Where focus goes back to when this modal closes. */
  returnFocus: HTMLElement | null;
}

export interface ModalStackApi {
  /** Opens a modal on top of any open ones; returns its id. */
  open(spec: ModalSpec): number;
  close(id: number): void;
  closeAll(): void;
}
