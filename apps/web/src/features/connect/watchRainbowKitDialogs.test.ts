import { afterEach, describe, expect, it } from 'vitest'
import { watchRainbowKitDialogs } from './watchRainbowKitDialogs.ts'

const names = { verify: 'Verify your account', account: 'Your account', wallet: 'Wallet' }

/** Lets the MutationObserver's callback run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

function rainbowKitDialog(titleId: string, inner: string): HTMLElement {
  const wrapper = document.createElement('div')
  wrapper.setAttribute('data-rk', '')
  wrapper.innerHTML = `<div role="dialog" aria-labelledby="${titleId}" aria-modal="true"><div role="document" tabindex="-1">${inner}</div></div>`
  return wrapper
}

let stop = () => {}
afterEach(() => {
  stop()
  document.body.innerHTML = ''
})

describe('watchRainbowKitDialogs', () => {
  it('names the sign-in step and the profile menu, whose titles RainbowKit does not render', async () => {
    stop = watchRainbowKitDialogs(document.body, names)
    document.body.append(rainbowKitDialog('rk_connect_title', '<button>Sign message</button>'))
    document.body.append(rainbowKitDialog('rk_account_modal_title', '<button>Disconnect</button>'))
    await settle()
    const labels = [...document.querySelectorAll('[role="dialog"]')].map((dialog) =>
      dialog.getAttribute('aria-label'),
    )
    expect(labels).toEqual(['Verify your account', 'Your account'])
  })

  it('marks RainbowKit’s unnamed images decorative and leaves named ones and the app’s own alone', async () => {
    stop = watchRainbowKitDialogs(document.body, names)
    document.body.innerHTML =
      '<div data-rk=""><div role="img" id="a"></div><div role="img" aria-label="Rabby" id="b"></div></div><div role="img" id="c"></div>'
    await settle()
    expect(document.getElementById('a')?.getAttribute('aria-hidden')).toBe('true')
    expect(document.getElementById('b')?.hasAttribute('aria-hidden')).toBe(false)
    expect(document.getElementById('c')?.hasAttribute('aria-hidden')).toBe(false)
  })

  it('puts focus on the sheet when the dialog’s content was swapped, and back on the header slot when it closes', async () => {
    const slot = document.createElement('span')
    slot.setAttribute('data-connect-slot', '')
    slot.innerHTML = '<button>Connect Wallet</button>'
    document.body.append(slot)
    stop = watchRainbowKitDialogs(document.body, names)
    slot.querySelector('button')?.focus()

    const dialog = rainbowKitDialog('rk_connect_title', '<button>Coffer Test Wallet</button>')
    document.body.append(dialog)
    dialog.querySelector('button')?.focus()
    // Connecting swaps the list for "Verify your account" and replaces the header's button.
    dialog.querySelector('button')?.remove()
    slot.innerHTML = '<button>0x14dC…9955</button>'
    await settle()
    expect(document.activeElement?.getAttribute('role')).toBe('document')

    dialog.remove()
    await settle()
    expect(document.activeElement?.textContent).toBe('0x14dC…9955')
  })
})
