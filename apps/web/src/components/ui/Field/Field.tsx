import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react'
import { Icon } from '../Icon/Icon.tsx'

const control =
  'w-full rounded-control border bg-surface px-3.5 text-ink placeholder:text-ink-faint transition-colors focus:outline-none focus:ring-4 disabled:cursor-not-allowed disabled:bg-surface-muted disabled:text-ink-muted'

function stateClass(invalid: boolean) {
  return invalid
    ? 'border-danger focus:border-danger focus:ring-danger-soft'
    : 'border-line focus:border-accent focus:ring-accent-soft'
}

export function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string
  label: string
  error?: string | undefined
  hint?: ReactNode
  children: ReactNode
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
    </div>
  )
}

export function TextInput({
  invalid = false,
  className = '',
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { invalid?: boolean }) {
  return (
    <input
      className={`${control} h-12 ${stateClass(invalid)} ${className}`}
      aria-invalid={invalid || undefined}
      {...props}
    />
  )
}

/** A multi-line input drawn like the text inputs (add `font-mono` for ABIs, hex data, JSON). */
export function TextArea({
  invalid = false,
  className = '',
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { invalid?: boolean }) {
  return (
    <textarea
      className={`${control} min-h-28 py-3 text-sm ${stateClass(invalid)} ${className}`}
      aria-invalid={invalid || undefined}
      {...props}
    />
  )
}

/** A native select drawn like the text inputs; the chevron says it opens a list. */
export function Select({ className = '', ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <div className="relative">
      <select
        className={`${control} h-12 appearance-none pr-10 ${stateClass(false)} ${className}`}
        {...props}
      />
      <Icon
        name="chevronDown"
        className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-ink-muted"
      />
    </div>
  )
}
