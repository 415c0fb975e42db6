import { queryOptions, useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { useStoredValue } from '../config/storedValue.ts'
import { gatewayGet } from './gatewayClient.ts'
import { parseGatewayResponse } from './parseGatewayResponse.ts'

const FiatCodesSchema = z.pipe(
  z.array(z.string().check(z.regex(/^[A-Za-z]{2,10}$/))),
  z.transform((codes) => [...new Set(codes.map((code) => code.toUpperCase()))]),
)

/** GET /v1/balances/supported-fiat-codes (gateway-contract §7.6): upper-case codes. */
export function getFiatCurrencies(): Promise<string[]> {
  return parseGatewayResponse(
    () => gatewayGet('/v1/balances/supported-fiat-codes'),
    FiatCodesSchema,
    'currency list',
  )
}

export function fiatCurrenciesQueryOptions() {
  return queryOptions({
    queryKey: ['gateway', 'fiat-codes'] as const,
    queryFn: getFiatCurrencies,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  })
}

export function useFiatCurrencies() {
  return useQuery(fiatCurrenciesQueryOptions())
}

export const defaultCurrency = 'USD'
const CurrencySchema = z.string().check(z.regex(/^[A-Z]{2,10}$/))

/** The currency the person chose for fiat values, one for every Safe (like a wallet's setting). */
export function useFiatCurrency(): [string, (currency: string) => void] {
  return useStoredValue('coffer.currency', CurrencySchema, defaultCurrency)
}
