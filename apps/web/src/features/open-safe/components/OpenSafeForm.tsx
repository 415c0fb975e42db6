import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useId, useState } from 'react'
import {
  findInputPrefixChain,
  parseSafeAddressInput,
  type SafeAddressInputError,
} from '../../../address/parseSafeAddressInput.ts'
import { safeAddressInputErrorMessage } from '../../../address/safeAddressInputErrorMessage.ts'
import { Button } from '../../../components/ui/Button/Button.tsx'
import { Field, Select, TextInput } from '../../../components/ui/Field/Field.tsx'
import { Icon } from '../../../components/ui/Icon/Icon.tsx'
import { safeId } from '../../../config/paths.ts'
import { findChainById } from '../../../gateway/findChain.ts'
import { useChains } from '../../../gateway/getChains.ts'
import { t } from '../../../i18n/t.ts'
import { useWalletSnapshot } from '../../../wallet/walletState.ts'

/**
 * Takes `shortName:address` or a plain address plus a network, checks it (EIP-3770 prefix, EIP-55
 * checksum) and opens the Safe's page. The network defaults to the wallet's, else the first one.
 */
export function OpenSafeForm({ autoFocus = false }: { autoFocus?: boolean }) {
  const chains = useChains()
  const navigate = useNavigate()
  const { chainId: walletChainId } = useWalletSnapshot()
  const inputId = useId()
  const selectId = useId()
  const [input, setInput] = useState('')
  const [chosenChainId, setChosenChainId] = useState<string | undefined>()
  const [error, setError] = useState<SafeAddressInputError | undefined>()

  const defaultChainId = (walletChainId !== undefined ? findChainById(chains, walletChainId) : undefined)
    ?.chainId
  const selectedChainId = chosenChainId ?? defaultChainId ?? chains[0]?.chainId
  const prefixChain = findInputPrefixChain(input, chains)
  const example = `${chains[0]?.shortName ?? 'eth'}:0x…`

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const result = parseSafeAddressInput(input, { chains, chainId: selectedChainId })
    if (!result.ok) {
      setError(result.error)
      return
    }
    void navigate({ to: '/safe/$safeId', params: { safeId: safeId(result.chain.shortName, result.address) } })
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label={t('open_safe.title')}>
      <Field
        id={inputId}
        label={t('open_safe.address_label')}
        error={error ? safeAddressInputErrorMessage(error) : undefined}
        hint={t('open_safe.lead', { example })}
      >
        <TextInput
          id={inputId}
          name="safe-address"
          value={input}
          invalid={error !== undefined}
          aria-describedby={error ? `${inputId}-error` : `${inputId}-hint`}
          onChange={(event) => {
            setInput(event.target.value)
            setError(undefined)
          }}
          placeholder={t('open_safe.address_placeholder', { prefix: chains[0]?.shortName ?? 'eth' })}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          autoFocus={autoFocus}
          className="font-mono text-sm"
        />
      </Field>
      <Field
        id={selectId}
        label={t('open_safe.network_label')}
        hint={prefixChain ? t('open_safe.network_from_prefix') : undefined}
      >
        <div className="relative">
          <Select
            id={selectId}
            name="network"
            value={prefixChain?.chainId ?? selectedChainId}
            disabled={prefixChain !== undefined}
            onChange={(event) => {
              setChosenChainId(event.target.value)
              setError(undefined)
            }}
          >
            {chains.map((chain) => (
              <option key={chain.chainId} value={chain.chainId}>
                {chain.chainName} ({chain.shortName})
              </option>
            ))}
          </Select>
          <svg
            aria-hidden
            viewBox="0 0 20 20"
            className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-ink-muted"
          >
            <path
              d="m5 7.5 5 5 5-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.75"
              strokeLinecap="round"
            />
          </svg>
        </div>
      </Field>
      <Button type="submit" size="lg" className="w-full">
        {t('open_safe.submit')}
        <Icon name="arrowRight" />
      </Button>
    </form>
  )
}
