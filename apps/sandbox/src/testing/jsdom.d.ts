/** The little of jsdom the pages' browser tests use (browser.ts); the sandbox has no DOM types. */
declare module 'jsdom' {
  export interface BrowserElement {
    textContent: string | null;
    value: string;
    checked: boolean;
    hidden: boolean;
    getAttribute(name: string): string | null;
    querySelector(selector: string): BrowserElement | null;
    querySelectorAll(selector: string): ArrayLike<BrowserElement>;
    click(): void;
  }
  export interface BrowserWindow {
    document: {
      documentElement: BrowserElement;
      title: string;
      getElementById(id: string): BrowserElement | null;
      querySelector(selector: string): BrowserElement | null;
      querySelectorAll(selector: string): ArrayLike<BrowserElement>;
    };
    eval(code: string): unknown;
    close(): void;
    [name: string]: unknown;
  }
  export class JSDOM {
    constructor(
      html: string,
      options?: { url?: string; runScripts?: 'outside-only'; pretendToBeVisual?: boolean },
    );
    readonly window: BrowserWindow;
  }
}
