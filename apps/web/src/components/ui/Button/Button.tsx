import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react'

/** `danger` is for the action that destroys something (delete), so it never looks like the way forward. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger'

const base =
  'inline-flex items-center justify-center gap-2 rounded-control font-semibold transition-[background-color,box-shadow,transform,color] duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-50 active:scale-[0.98] select-none'

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-accent text-on-accent shadow-sm hover:brightness-110',
  secondary: 'border border-line bg-surface text-ink hover:bg-surface-muted',
  ghost: 'text-ink-muted hover:bg-surface-muted hover:text-ink',
  danger: 'bg-danger text-on-danger shadow-sm hover:brightness-110',
}

const sizes = { sm: 'h-8 px-3 text-sm', md: 'h-10 px-4 text-sm', lg: 'h-12 px-5 text-base' } as const

export function buttonClassName(variant: ButtonVariant = 'primary', size: keyof typeof sizes = 'md'): string {
  return `${base} ${variants[variant]} ${sizes[size]}`
}

export function Button({
  variant = 'primary',
  size = 'md',
  className = '',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: keyof typeof sizes }) {
  return <button type={type} className={`${buttonClassName(variant, size)} ${className}`} {...props} />
}

/** An external link styled as a button; always opens in a new tab without leaking the opener. */
export function ExternalLinkButton({
  variant = 'secondary',
  size = 'md',
  className = '',
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { variant?: ButtonVariant; size?: keyof typeof sizes }) {
  return (
    <a
      target="_blank"
      rel="noopener noreferrer"
      className={`${buttonClassName(variant, size)} ${className}`}
      {...props}
    />
  )
}
