import type { BatchTransaction } from './batchFile.ts'

/** One entry of the batch being composed; `id` keeps React's keys stable while entries move. */
export type BatchItem = { id: number; transaction: BatchTransaction }
export type BatchState = { items: readonly BatchItem[]; nextId: number }

export type BatchAction =
  | { type: 'add'; transaction: BatchTransaction }
  | { type: 'remove'; id: number }
  | { type: 'move'; id: number; by: -1 | 1 }
  | { type: 'replace'; transactions: readonly BatchTransaction[] }
  | { type: 'clear' }

export const emptyBatch: BatchState = { items: [], nextId: 1 }

export function batchReducer(state: BatchState, action: BatchAction): BatchState {
  switch (action.type) {
    case 'add':
      return {
        items: [...state.items, { id: state.nextId, transaction: action.transaction }],
        nextId: state.nextId + 1,
      }
    case 'remove':
      return { ...state, items: state.items.filter((item) => item.id !== action.id) }
    case 'move': {
      const from = state.items.findIndex((item) => item.id === action.id)
      const to = from + action.by
      const moving = state.items[from]
      if (from < 0 || to < 0 || to >= state.items.length || !moving) return state
      const items = state.items.filter((item) => item.id !== action.id)
      items.splice(to, 0, moving)
      return { ...state, items }
    }
    case 'replace':
      return {
        items: action.transactions.map((transaction, index) => ({ id: state.nextId + index, transaction })),
        nextId: state.nextId + action.transactions.length,
      }
    case 'clear':
      return { ...state, items: [] }
  }
}
