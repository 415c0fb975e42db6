/** What a RainbowKit dialog is called when the title it points at is not rendered, by its title id. */
export type RainbowKitDialogNames = {
  /** `rk_connect_title` without its title: the sign-in step ("Verify your account"). */
  verify: string
  /** `rk_account_modal_title`: the profile menu. */
  account: string
  /** Any other RainbowKit dialog without a title. */
  wallet: string
}

const SLOT_SELECTOR = '[data-connect-slot]'
/** RainbowKit's dialogs only: the app's own are complete and left alone. */
const RAINBOWKIT_DIALOG = '[data-rk][role="dialog"], [data-rk] [role="dialog"]'

function nameFor(titleId: string, names: RainbowKitDialogNames): string {
  if (titleId === 'rk_connect_title') return names.verify
  if (titleId === 'rk_account_modal_title') return names.account
  return names.wallet
}

/**
 * Mends what RainbowKit 2 leaves out of its dialogs, which it portals to `<body>`:
 * - the sign-in step and the profile menu point `aria-labelledby` at a title they never render, so
 *   screen readers announce an unnamed dialog: they get an `aria-label` (a rendered title still wins);
 * - its images are `role="img"` boxes without a name; each sits beside the wallet's or account's name,
 *   so they are marked decorative rather than named twice;
 * - its focus trap hands focus back to the element that opened the dialog, which is gone when
 *   connecting replaced the "Connect Wallet" button; focus then goes to the button now in that place;
 * - it moves focus into a dialog only when the dialog mounts, so going from the wallet list to
 *   "Verify your account" (the same dialog, new content) leaves focus on <body>: it is put on the
 *   dialog's sheet, whose first control is one Tab away (not on "Sign message", which Enter would press).
 * Returns the function that stops watching.
 */
export function watchRainbowKitDialogs(root: HTMLElement, names: RainbowKitDialogNames): () => void {
  const document = root.ownerDocument
  let lastSlot: Element | null = null

  const mend = () => {
    for (const dialog of root.querySelectorAll(RAINBOWKIT_DIALOG)) {
      const titleId = dialog.getAttribute('aria-labelledby') ?? ''
      if (titleId && !dialog.hasAttribute('aria-label'))
        dialog.setAttribute('aria-label', nameFor(titleId, names))
    }
    for (const image of root.querySelectorAll('[data-rk] [role="img"]:not([aria-label]):not([aria-hidden])'))
      image.setAttribute('aria-hidden', 'true')
    for (const image of root.querySelectorAll('[data-rk] [role="img"][aria-label=""]'))
      image.setAttribute('aria-hidden', 'true')
  }

  // The last focused element, if it was the wallet's (in a slot or a RainbowKit dialog): once it is
  // gone, focus belongs back on the slot's button, not on whatever the page shows.
  let lastWalletFocus: Element | null = null
  const rememberFocus = (event: FocusEvent) => {
    if (!(event.target instanceof Element)) return
    const slot = event.target.closest(SLOT_SELECTOR)
    if (slot) lastSlot = slot
    lastWalletFocus = slot || event.target.closest(RAINBOWKIT_DIALOG) ? event.target : null
  }

  const observer = new MutationObserver((records) => {
    mend()
    const focusLost = document.activeElement === null || document.activeElement === document.body
    if (!focusLost) return
    const openDialog = root.querySelector(RAINBOWKIT_DIALOG)
    if (openDialog) {
      openDialog.querySelector<HTMLElement>('[role="document"][tabindex]')?.focus()
      return
    }
    const dialogClosed = records.some((record) =>
      [...record.removedNodes].some(
        (node) =>
          node instanceof Element &&
          (node.matches(RAINBOWKIT_DIALOG) || node.querySelector(RAINBOWKIT_DIALOG)),
      ),
    )
    // Signing in re-renders the header's button once more after the dialog is gone: focus follows it.
    const walletFocusRemoved = lastWalletFocus !== null && !lastWalletFocus.isConnected
    if (dialogClosed || walletFocusRemoved) {
      const slot = lastSlot?.isConnected ? lastSlot : document.querySelector(SLOT_SELECTOR)
      slot?.querySelector<HTMLElement>('button')?.focus()
    }
  })
  mend()
  observer.observe(root, { childList: true, subtree: true })
  document.addEventListener('focusin', rememberFocus)
  return () => {
    observer.disconnect()
    document.removeEventListener('focusin', rememberFocus)
  }
}
