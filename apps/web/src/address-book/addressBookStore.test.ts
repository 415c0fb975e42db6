import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  addressBookStorageKey,
  readAddressBook,
  readAllAddressBooks,
  saveAddressBookEntries,
  upsertEntries,
  useAddressBook,
  useAddressName,
} from './addressBookStore.ts'

const alice = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const bob = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

describe('address book store', () => {
  it('reads every network’s book for an export, the current one first, empty ones left out', () => {
    window.localStorage.clear()
    saveAddressBookEntries('137', [{ address: bob, name: 'Bob on Polygon' }])
    saveAddressBookEntries('1', [{ address: alice, name: 'Alice on Ethereum' }])
    saveAddressBookEntries('31337', [{ address: alice, name: 'Alice' }])
    saveAddressBookEntries('10', [])
    window.localStorage.setItem('coffer.addressBook.not-a-chain', '[]')
    expect(readAllAddressBooks('31337')).toEqual([
      { chainId: '31337', entries: [{ address: alice, name: 'Alice' }] },
      { chainId: '1', entries: [{ address: alice, name: 'Alice on Ethereum' }] },
      { chainId: '137', entries: [{ address: bob, name: 'Bob on Polygon' }] },
    ])
    // A network with no names of its own still exports the others.
    expect(readAllAddressBooks('8453').map((book) => book.chainId)).toEqual(['1', '137', '31337'])
    window.localStorage.clear()
  })

  it('adds, renames and keeps one entry per address', () => {
    const book = upsertEntries([], [{ address: alice, name: 'Alice' }])
    expect(
      upsertEntries(book, [
        { address: bob, name: 'Bob' },
        { address: alice, name: 'Alice 2' },
      ]),
    ).toEqual([
      { address: alice, name: 'Alice 2' },
      { address: bob, name: 'Bob' },
    ])
  })

  it('drops unreadable stored entries instead of the whole book, per chain', () => {
    window.localStorage.setItem(
      addressBookStorageKey('1'),
      JSON.stringify([{ address: alice.toLowerCase(), name: 'Alice' }, { address: '0x12', name: 'bad' }, 7]),
    )
    expect(readAddressBook('1')).toEqual([{ address: alice, name: 'Alice' }])
    expect(readAddressBook('5')).toEqual([])
    window.localStorage.setItem(addressBookStorageKey('2'), '{not json')
    expect(readAddressBook('2')).toEqual([])
  })

  it('names an address in any case, and updates every reader when the book changes', () => {
    saveAddressBookEntries('1', [{ address: alice, name: 'Alice' }])
    const name = renderHook(() => useAddressName('1', alice.toLowerCase()))
    expect(name.result.current).toBe('Alice')
    const book = renderHook(() => useAddressBook('1'))
    act(() => book.result.current.upsert([{ address: alice, name: 'Treasury' }]))
    expect(name.result.current).toBe('Treasury')
    act(() => book.result.current.remove(alice))
    expect(name.result.current).toBeUndefined()
  })
})

describe('useAddressBook().save', () => {
  it('edits an entry in place, even when its address changes', () => {
    const book = renderHook(() => useAddressBook('7'))
    act(() =>
      book.result.current.upsert([
        { address: alice, name: 'Alice' },
        { address: bob, name: 'Bob' },
      ]),
    )
    const carol = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
    act(() => book.result.current.save({ address: carol, name: 'Carol' }, alice))
    expect(book.result.current.entries).toEqual([
      { address: carol, name: 'Carol' },
      { address: bob, name: 'Bob' },
    ])
  })
})
